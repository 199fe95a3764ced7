export {
  calDateTimeline,
  TimelineMilestone,
  TIMELINE_ANCHORS,
  timelineOffsetsSchema,
  timelineOptionsSchema,
  timelineResultSchema,
  DEFAULT_TIMELINE_OFFSETS,
  type TimelineOffsets,
  type TimelineOffsetsInput,
  type TimelineOptions,
  type TimelineResult,
} from './calDateTimeline';
export { createWorkCalendar, holidayDataCovers, type WorkCalendar, type CalendarOverrides, type DayInfo } from './calendar';
export { parseIsoDate, addDays, daysBetween, type IsoDate } from './isoDate';
