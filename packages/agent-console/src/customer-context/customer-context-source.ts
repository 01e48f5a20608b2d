/**
 * Where the panel's customer context comes from (docs/decisions/0048-customer-context.md): GET
 * {apiBase}/LiveChat/GetCustomerContext?chatId= with the agent's token, as saved-replies-source.ts calls the
 * site API. The host page provides it with CustomerContextProvider; without one the panel is not shown.
 */
import {
  CUSTOMER_CONTEXT_PATH,
  type CustomerContext,
  customerContextResponseSchema,
} from '@ohmstead/contracts/customer-context';
import { createContext, useContext } from 'react';
import { customerContextWords } from './customer-context-words';

export interface CustomerContextSource {
  /** What the agent may see of the chat's customer; rejects with a message the panel shows. */
  load(chatId: string): Promise<CustomerContext>;
}

/** The server's reason when it gave one (a 4xx), else the panel's own words. */
async function failure(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && response.status < 500) return new Error(body.message);
  } catch {
    // No JSON: the panel's own words.
  }
  return new Error(customerContextWords.failed);
}

export function customerContextFromApi(apiBase: string, token: string): CustomerContextSource {
  return {
    async load(chatId) {
      let response: Response;
      try {
        response = await fetch(`${apiBase}${CUSTOMER_CONTEXT_PATH}?${new URLSearchParams({ chatId })}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      } catch {
        throw new Error(customerContextWords.failed);
      }
      if (!response.ok) throw await failure(response);
      const answer = customerContextResponseSchema.safeParse(await response.json().catch(() => null));
      if (!answer.success) throw new Error(customerContextWords.failed);
      return answer.data;
    },
  };
}

export const CustomerContextSourceContext = createContext<CustomerContextSource | null>(null);
export const CustomerContextProvider = CustomerContextSourceContext.Provider;
export const useCustomerContextSource = () => useContext(CustomerContextSourceContext);
