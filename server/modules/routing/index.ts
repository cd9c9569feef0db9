// The routing domain's door: Generate Route's optimiser and the day balancer, pure (no routes), and their runs on the
// node's solver pool of worker threads; work logs call them, the app configures and closes the pool.
export { planRoute, type RoutePlanInput, type RouteStop } from './optimiser';
export { type OffThreadOptions, orderForWindowsOffThread, planRouteOffThread } from './routeThread';
export { keepsAnything, type KeptRouteInput, placeAtTimes, planKeptRoute } from './keptOrder';
export { type DayClock, orderForWindows, type StopTiming, timeline, type TimedStop, windowProblems } from './timeWindows';
export { dayAfterMoves } from './dayAfterMoves';
export { balanceDay, type BalanceWorkLog, figures, sum } from './balance';
export { type BalancePlan, dayCost, overtimeMinutes } from './balancePlan';
export { planBalanceOffThread } from './balanceThread';
export { closeSolverPool, configureSolverPool, defaultSolverWorkers, SolverJobCancelled, SolverPool } from './solverPool';
// What bench/ and scripts/ call (they import doors only).
export { nearestNeighbourOnly, seededRandom, solveTour, tourLength } from './tour';
export { solveVrp } from './vrpSolver';
export { planBalance } from './balancePlan';
export type { BalanceJobInput } from './solvers';
export { checkVrptw, solveVrptw, type VrptwProblem } from './vrptw';
