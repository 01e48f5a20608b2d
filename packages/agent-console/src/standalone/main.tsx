/** @jsxImportSource react */
/** The console run alone (development): sign in, then the console at the page root. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type AgentClient, createAgentClient } from '../client/agent-client';
import { AgentConsole } from '../console/AgentConsole';
import { forgetToken, storedToken } from './sign-in';
import { SignInForm } from './SignInForm';
import './standalone.css';

// Clients are made by events (page load, sign-in), never during render: StrictMode renders twice.
const tokenAtLoad = storedToken();
const clientAtLoad = tokenAtLoad ? createAgentClient({ token: tokenAtLoad }) : null;

function StandaloneApp() {
  const [client, setClient] = useState<AgentClient | null>(clientAtLoad);
  function signOut() {
    client?.close();
    forgetToken();
    setClient(null);
  }
  return (
    <main className="ac-standalone">
      {client ? (
        <>
          <button type="button" className="ac-sign-out" onClick={signOut}>
            Sign out
          </button>
          <AgentConsole client={client} />
        </>
      ) : (
        <SignInForm onSignedIn={(token) => setClient(createAgentClient({ token }))} />
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
