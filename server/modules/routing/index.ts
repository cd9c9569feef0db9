// The routing domain's door: Generate Route's optimiser, pure (no routes); work logs' driving route calls it.
export { planRoute, type RouteStop } from './optimiser';
