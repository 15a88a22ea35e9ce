/** The user module's public surface: other modules import only what this file hands on. */
export { emailChangedMail, emailVerificationMail, passwordResetMail } from './account-mails.js';
export { addressToWire } from './customer-view.js';
export { issuePasswordResetToken } from './password-reset.js';
export { findCustomer, listAddresses } from './storage.js';
export { listCustomers } from './customer-queries.js';
export { customerDetail, sendPasswordReset } from './customer-service.js';
export { listGroups, setCustomerGroup } from './customer-groups.js';
