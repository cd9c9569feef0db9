// The whole database schema, one file per domain.
export * from './users';
export * from './markets';
export * from './customers';
export * from './vendors';
export * from './outbox';
export * from './activity';
export * from './signups';
