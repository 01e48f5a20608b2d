/**
 * The widget's own Preact, for the two calls the stories make themselves. The workspace root has no Preact
 * of its own; importing the widget's copy keeps a single Preact in the bundle, which hooks and signals need.
 */
export { h, render } from '../../packages/chat-widget/node_modules/preact';
