import { dismissResponseSchema } from '@ohmstead/contracts/auth';
import { authorizedRequest } from '@/lib/authorized-api';

/** POST Auth/DismissWelcomePopup?userId= with body true (docs/product.md §3.7); the answer is not used. */
export async function dismissWelcomePopup(userId: number): Promise<void> {
  await authorizedRequest(
    `Auth/DismissWelcomePopup?userId=${encodeURIComponent(userId)}`,
    dismissResponseSchema,
    {
      method: 'POST',
      body: true,
    },
  );
}
