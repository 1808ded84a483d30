import { describe, expect, it } from 'vitest';
import { isCrawler, matchesRoute } from './crawlers.ts';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
  ])('knows %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    '',
  ])('lets a browser through: %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('treats a missing user agent as a browser', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});

describe('matchesRoute', () => {
  const patterns = ['/', '/login', '/leads/:id', '/leads/edit/:id'];

  it('matches fixed and parameter segments', () => {
    expect(matchesRoute('/', patterns)).toBe(true);
    expect(matchesRoute('/login/', patterns)).toBe(true);
    expect(matchesRoute('/leads/01J0', patterns)).toBe(true);
    expect(matchesRoute('/leads/edit/01J0', patterns)).toBe(true);
  });

  it('matches nothing else', () => {
    expect(matchesRoute('/nope', patterns)).toBe(false);
    expect(matchesRoute('/leads/01J0/extra', patterns)).toBe(false);
    expect(matchesRoute('/leads', patterns)).toBe(false);
    expect(matchesRoute('/login/extra', patterns)).toBe(false);
  });
});
