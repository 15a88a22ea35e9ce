export type StopAlertResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };
