// The whole database schema, one file per domain.
export * from './users';
export * from './markets';
export * from './customers';
export * from './vendors';
export * from './zipcodes';
export * from './outbox';
export * from './activity';
export * from './signups';
export * from './notifications';
export * from './timeSheets';
export * from './configuration';
export * from './uploads';
export * from './workLogs';
export * from './payments';
export * from './referrals';
export * from './newsletters';
