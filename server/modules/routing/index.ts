// The routing domain's door: Generate Route's optimiser and the day balancer, pure (no routes), and the balance run on a
// worker thread; work logs call them.
export { planRoute, type RouteStop } from './optimiser';
export { type DayClock, orderForWindows, type StopTiming, timeline, type TimedStop, windowProblems } from './timeWindows';
export { dayAfterMoves } from './dayAfterMoves';
export { type BalancePlan, dayCost, overtimeMinutes } from './balancePlan';
export { planBalanceOffThread } from './balanceThread';
// What bench/ and scripts/ call (they import doors only).
export { nearestNeighbourOnly, seededRandom, solveTour, tourLength } from './tour';
export { solveVrp } from './vrpSolver';
export { checkVrptw, solveVrptw, type VrptwProblem } from './vrptw';
