/**
 * The home page's sections below the hero: the browser skips their style, layout and paint until they near the
 * screen (content-visibility: auto), so the first paint and hydration on a slow phone do only the first screen's
 * work. Their size is remembered once shown (auto), so the scroll bar does not jump.
 */
export const BELOW_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';
