/** The notices feature's public surface: any feature posts a notice; the layout's one host shows them. */
export { notify, type AppNotice } from './notify';
export { Toasts, type PostedNotice } from './Toasts';
