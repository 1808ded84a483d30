import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DailyJobWarning } from './daily-job-alert';

const render = (dailyJob: Parameters<typeof DailyJobWarning>[0]['dailyJob']) =>
  renderToStaticMarkup(<DailyJobWarning dailyJob={dailyJob} />);

const tail = 'Herinneringen en verlengingen blijven liggen tot hij weer draait.';

describe('the daily job warning', () => {
  it('says since when, in Dutch time, the job has not run', () => {
    const html = render({
      lastCompleted: '2026-11-20',
      completedAt: '2026-11-20T05:00:12.000Z',
      stale: true,
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      `De dagelijkse taak voor termijnen heeft sinds 20-11-2026 06:00 niet gedraaid. ${tail}`,
    );
  });

  it('names the last completed day when the moment is unknown, and says when it never ran', () => {
    expect(render({ lastCompleted: '2026-11-20', completedAt: null, stale: true })).toContain(
      'heeft sinds 20-11-2026 niet gedraaid.',
    );
    expect(render({ lastCompleted: null, completedAt: null, stale: true })).toContain(
      `De dagelijkse taak voor termijnen heeft nog nooit gedraaid. ${tail}`,
    );
  });

  it('shows nothing while the job runs', () => {
    expect(
      render({ lastCompleted: '2026-11-20', completedAt: '2026-11-20T05:00:12.000Z', stale: false }),
    ).toBe('');
  });
});
