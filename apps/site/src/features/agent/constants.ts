/**
 * How high the agent layer (the mini-screen's round button, the notification above it) sits at the
 * bottom left: clear of the About page's floating contact button (24 px + 48 px) and the EV app's
 * bottom navigation (56 px). The chat widget's launcher is bottom right.
 */
export const AGENT_LAYER_BOTTOM_PX = 88;
export const AGENT_LAYER_LEFT_PX = 24;
