import type { ComponentType, Context } from 'react';

/**
 * A story's render of a screen whose calls go through `ApiContext`: the story's `api` arg (a fake that
 * answers from memory) is the context's value, so the stories never reach a server. `Args` are the
 * story's args when it has more than the api.
 */
export const renderWithApi =
  <Api, Args extends { api: Api } = { api: Api }>(ApiContext: Context<Api>, Screen: ComponentType) =>
  ({ api }: Args) => (
    <ApiContext value={api}>
      <Screen />
    </ApiContext>
  );

/** A stories' decorator that gives the story the fake API `fakeApi` makes (a new one each render). */
export const withFakeApi =
  <Api,>(ApiContext: Context<Api>, fakeApi: () => Api) =>
  (Story: ComponentType) => (
    <ApiContext value={fakeApi()}>
      <Story />
    </ApiContext>
  );
