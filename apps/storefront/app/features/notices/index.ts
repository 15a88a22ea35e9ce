/** The notices feature's public surface: any feature posts a notice; the layout's one host shows them. */
export { NOTICE_EVENT, notify, type AppNotice } from './notify';
export { Toasts, type PostedNotice } from './Toasts';
