import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and with it zod and the resolver) loads at the first
 * validation. A form validated on submit then carries none of it on the page's first load (the
 * contact page hydrates without zod's 23 KB).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema),
    );
    try {
      return await (
        await loaded
      )(values, context, options);
    } catch (error) {
      // A failed download is tried again at the next validation.
      loaded = undefined;
      throw error;
    }
  };
}
