import { describe, expect, it } from 'vitest';
import { isServerMedia, tokenOfSession, withMediaAuthorization } from './media-auth';

const SESSION = JSON.stringify({ state: { token: 'secret-session-token', user: { id: 1 }, isAuthenticated: true }, version: 0 });

describe("the session's token on the server's media files", () => {
  it('is added to the chosen server’s /media requests only', () => {
    const server = 'https://photos.example.org';
    expect(withMediaAuthorization(`${server}/media/${'a'.repeat(64)}-480.webp`, { Accept: 'image/*' }, server, SESSION)).toEqual({ Accept: 'image/*', Authorization: 'Bearer secret-session-token' });
    expect(withMediaAuthorization(`${server}/api/gallery/items`, {}, server, SESSION)).toBeNull();
    expect(withMediaAuthorization('https://elsewhere.example/media/x.jpg', {}, server, SESSION)).toBeNull();
    expect(withMediaAuthorization('http://photos.example.org/media/x.jpg', {}, server, SESSION)).toBeNull();
    expect(withMediaAuthorization(`${server}/media/x.jpg`, {}, null, SESSION)).toBeNull();
  });

  it('is nothing when signed out or the stored session cannot be read', () => {
    expect(tokenOfSession(null)).toBeNull();
    expect(tokenOfSession('not json')).toBeNull();
    expect(tokenOfSession(JSON.stringify({ state: { token: null } }))).toBeNull();
    expect(tokenOfSession(SESSION)).toBe('secret-session-token');
    expect(isServerMedia('http://localhost:3000/media/a.jpg', 'http://localhost:3000')).toBe(true);
    expect(isServerMedia('http://localhost:3000/mediax/a.jpg', 'http://localhost:3000')).toBe(false);
  });
});
