// The health domain's door: liveness and readiness (/health).
export { default } from './healthRoutes';
