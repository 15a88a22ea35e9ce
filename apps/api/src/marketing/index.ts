/** The marketing module's public surface: other modules import only what this file hands on. */
export { customerProfile } from './profile.js';
export { profileOf, type WatchMetric } from './track.js';
