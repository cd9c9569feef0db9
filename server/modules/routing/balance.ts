// "Balance a vendor's day": which crew does which pending visit, and in what order, to cut the day's total driving
// within each crew's hours and its visits' access windows, pinned visits staying with their crew. Pure: crews and
// visits in, a proposal with each crew's figures before and after out; what fits in no crew's hours (or windows) is
// returned with a reason instead of failing.
import { type Point, routeEstimate } from '../../../common/geo/distance';
import { legMiles, type RoadTable } from '../../../common/geo/roads';
import type { MinuteRange } from '../../../common/schemas/accessWindows';
import { solveVrp, type VrpOptions } from './vrpSolver';

export interface BalanceCrew {
  id: string;
  /** Where the crew sets out from (its start point, or its last completed stop); null: from its first visit. */
  start: Point | null;
  /** Minutes the crew can still work that day, driving and service together. */
  availableMinutes: number;
  /** The minute of the day it sets out (its hours' start, or now on a day under way): its visits' windows are timed from it. */
  startMinutes?: number;
}

export interface BalanceWorkLog {
  id: string;
  position: Point | null;
  /** Minutes on site (from the lot size and the time cap). */
  serviceMinutes: number;
  /** The crew it is on now, or null; a crew's visits are listed in its current order. */
  crewId: string | null;
  /** Stays with its crew (its order may still change). */
  pinned?: boolean;
  /** Its access windows that day (timeWindows.ts): null or absent any time, an empty list a day they leave out. */
  windows?: readonly MinuteRange[] | null;
}

export interface BalanceInput {
  crews: readonly BalanceCrew[];
  visits: readonly BalanceWorkLog[];
  /** System Settings, routing. */
  averageSpeedMph: number;
  detourFactor: number;
  /** The road network's miles between the crews' starts and the visits, when a road service is configured. */
  roads?: RoadTable | null;
  options?: Omit<VrpOptions, 'initial' | 'temperature'>;
}

/** How a day's figures are made: the speed, and the miles of each leg (by road, else straight times the factor). */
export interface FigureSettings {
  averageSpeedMph: number;
  detourFactor: number;
  legMiles?: (from: Point, to: Point) => number;
}

export const figureSettings = ({
  averageSpeedMph,
  detourFactor,
  roads,
}: Pick<BalanceInput, 'averageSpeedMph' | 'detourFactor' | 'roads'>) => ({
  averageSpeedMph,
  detourFactor,
  legMiles: legMiles(detourFactor, roads),
});

export interface CrewDayFigures {
  stops: number;
  miles: number;
  driveMinutes: number;
  serviceMinutes: number;
  /** Driving and service together. */
  hours: number;
}

export interface CrewProposal {
  crewId: string;
  /** The crew's visits in the proposed order (visits without a position last, in their previous order). */
  workLogIds: string[];
  before: CrewDayFigures;
  after: CrewDayFigures;
}

/** `no-position`: it cannot be routed; `too-long`: alone it takes longer than any crew's day; `no-room`: the crews are full. */
export type LeftOutReason = 'no-position' | 'too-long' | 'no-room';

export interface BalanceProposal {
  crews: CrewProposal[];
  moved: { workLogId: string; fromCrewId: string | null; toCrewId: string }[];
  leftOut: { workLogId: string; crewId: string | null; reason: LeftOutReason }[];
  before: CrewDayFigures;
  after: CrewDayFigures;
}

/** A crew's day along `visits` in that order from `start`: stops, miles, driving and service. */
export function figures(start: Point | null, visits: readonly BalanceWorkLog[], settings: FigureSettings): CrewDayFigures {
  const { miles, minutes } = routeEstimate([start, ...visits.map((visit) => visit.position)], settings);
  const serviceMinutes = visits.reduce((sum, visit) => sum + visit.serviceMinutes, 0);
  return { stops: visits.length, miles, driveMinutes: minutes, serviceMinutes, hours: (minutes + serviceMinutes) / 60 };
}

export function sum(all: readonly CrewDayFigures[]): CrewDayFigures {
  const total = { stops: 0, miles: 0, driveMinutes: 0, serviceMinutes: 0, hours: 0 };
  for (const day of all) for (const key of Object.keys(total) as (keyof CrewDayFigures)[]) total[key] += day[key];
  return total;
}

/** The proposed crew days: assignment and order, each crew's figures before and after, and what does not fit. */
export function balanceDay({ crews, visits, averageSpeedMph, detourFactor, roads, options }: BalanceInput): BalanceProposal {
  const settings = figureSettings({ averageSpeedMph, detourFactor, roads });
  const leg = settings.legMiles;
  const crewIndex = new Map(crews.map((crew, index) => [crew.id, index]));
  const onCrew = (visit: BalanceWorkLog) => (visit.crewId !== null && crewIndex.has(visit.crewId) ? crewIndex.get(visit.crewId)! : -1);
  const located = visits.filter((visit) => visit.position);
  // Visits without a position stay with their crew, last, and take their minutes from its day.
  const unlocated = crews.map((crew) => visits.filter((visit) => !visit.position && visit.crewId === crew.id));
  const points: (Point | null)[] = [...crews.map((crew) => crew.start), ...located.map((visit) => visit.position)];
  const minutesPerMile = averageSpeedMph > 0 ? 60 / averageSpeedMph : 0;
  const solution = solveVrp(
    {
      // A crew with no start point sets out from its first visit: its start is nowhere, at no distance from anything.
      distance: (a, b) => (points[a] && points[b] ? leg(points[a], points[b]) : 0),
      vehicles: crews.map((crew, index) => ({
        start: index,
        maxDuration: crew.availableMinutes - unlocated[index].reduce((total, visit) => total + visit.serviceMinutes, 0),
        startMinutes: crew.startMinutes,
      })),
      visits: located.map((visit, index) => ({
        node: crews.length + index,
        service: visit.serviceMinutes,
        pinnedTo: visit.pinned && onCrew(visit) >= 0 ? onCrew(visit) : undefined,
        windows: visit.windows,
      })),
      durationPerDistance: minutesPerMile,
    },
    { ...options, initial: crews.map((_, index) => located.flatMap((visit, at) => (onCrew(visit) === index ? [at] : []))) },
  );

  const proposals = crews.map((crew, index): CrewProposal => {
    const was = visits.filter((visit) => onCrew(visit) === index);
    const now = [...solution.routes[index].map((at) => located[at]), ...unlocated[index]];
    return {
      crewId: crew.id,
      workLogIds: now.map((visit) => visit.id),
      before: figures(crew.start, was, settings),
      after: figures(crew.start, now, settings),
    };
  });
  const assignedTo = new Map(proposals.flatMap((proposal) => proposal.workLogIds.map((id) => [id, proposal.crewId] as const)));
  const moved = visits.flatMap((visit) => {
    const toCrewId = assignedTo.get(visit.id);
    return toCrewId !== undefined && toCrewId !== visit.crewId ? [{ workLogId: visit.id, fromCrewId: visit.crewId, toCrewId }] : [];
  });
  const tooLong = (visit: BalanceWorkLog) =>
    crews.every((crew) => {
      const miles = crew.start ? leg(crew.start, visit.position!) : 0;
      return miles * minutesPerMile + visit.serviceMinutes > crew.availableMinutes;
    });
  const leftOut = [
    ...visits
      .filter((visit) => !visit.position && !assignedTo.has(visit.id))
      .map((visit) => ({ workLogId: visit.id, crewId: visit.crewId, reason: 'no-position' as const })),
    ...solution.unassigned
      .map((at) => located[at])
      .map((visit) => ({
        workLogId: visit.id,
        crewId: visit.crewId,
        reason: tooLong(visit) ? ('too-long' as const) : ('no-room' as const),
      })),
  ];
  return {
    crews: proposals,
    moved,
    leftOut,
    before: sum(proposals.map((proposal) => proposal.before)),
    after: sum(proposals.map((proposal) => proposal.after)),
  };
}
