// The whole database schema: one file per domain, named as its folder in server/modules/, and platform.ts for the
// tables server/lib and server/plugins own (docs/architecture.md "Who owns which tables").
export * from './platform';
export * from './accounts';
export * from './settings';
export * from './customers';
export * from './vendors';
export * from './workLogs';
export * from './billing';
export * from './messaging';
export * from './referrals';
export * from './newsletters';
export * from './data';
export * from './scheduling';
export * from './accounting';
export * from './quotes';
export * from './treatments';
