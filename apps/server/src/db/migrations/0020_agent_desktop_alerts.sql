-- Each agent's choice of desktop notifications (docs/decisions/0044-agent-alerts.md): off until the agent
-- turns them on from the console, which asks the browser's permission at that moment, never on page load.
ALTER TABLE live_chat_agents ADD COLUMN desktop_alerts_enabled boolean NOT NULL DEFAULT false;
