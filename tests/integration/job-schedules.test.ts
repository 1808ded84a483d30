import { describe, expect, it } from 'vitest';
import { jobSchema } from '@crm/core/jobs/jobs';
import { rhythmOf } from '@crm/local/scheduler';
import { jobSchedules } from '../../stacks/job-schedules.ts';

describe('the jobs function’s schedules', () => {
  it.each(Object.entries(jobSchedules))('%s sends a job the function accepts', (_, schedule) => {
    expect(jobSchema.safeParse(schedule.event).success).toBe(true);
  });

  it.each(Object.entries(jobSchedules))('%s runs under the local stack on the same rhythm', (_, entry) => {
    const timeZone = 'timezone' in entry ? entry.timezone : undefined;
    expect(() => rhythmOf(entry.schedule, timeZone)).not.toThrow();
  });

  it('runs the daily job at 06:00 Amsterdam time, not UTC', () => {
    expect(jobSchedules.Daily).toMatchObject({ schedule: 'cron(0 6 * * ? *)', timezone: 'Europe/Amsterdam' });
  });
});
