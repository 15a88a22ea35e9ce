/** The claims module's public surface: other modules import only what this file hands on. */
export { registerClaimRoutes, sendPhoto } from './routes.js';
export { ClaimService } from './service.js';
export { claimDecisionMail, newClaimMail, type DecisionMailInput, type NewClaimMailInput } from './mail.js';
