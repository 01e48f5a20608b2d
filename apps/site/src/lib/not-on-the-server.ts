/**
 * What a screen the server never renders (the admin area, the agent layer, dialogs that open on a click)
 * imports instead while the site is built for the server: written as
 * `import.meta.env.SSR ? notOnTheServer() : import('…')`, the module is left out of the server's build
 * (apps/site/dist-server), which renders public pages only.
 */
export function notOnTheServer(): never {
  throw new Error('This part of the site is rendered in the browser only');
}
