import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_FEED_FILE } from '../../db/seeds/demo-legislation.seed.ts';
import { parseFeed } from './feed-parser.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('parseFeed', () => {
  it('reads an RSS 2.0 feed: guid, else link, else title and date; HTML and CDATA as plain text; each item once', () => {
    const feed = parseFeed(fixture('rss-feed.xml'));
    expect(feed.kind).toBe('rss');
    expect(feed.title).toBe('EU law & standards news');
    expect(feed.items).toEqual([
      {
        guid: 'news-1',
        title: 'Machinery Regulation published',
        link: 'https://news.example.test/machinery',
        summary: 'Regulation (EU) 2023/1230 replaces Directive 2006/42/EC.',
        publishedAt: new Date('2023-06-20T08:00:00Z'),
      },
      {
        guid: 'https://news.example.test/emc',
        title: 'EMC guide: "Edition 3"',
        link: 'https://news.example.test/emc',
        summary: 'Comments welcome until March .',
        publishedAt: new Date('2024-01-15T10:30:00Z'),
      },
      {
        guid: 'Consultation without a link|2024-07-01T07:00:00.000Z',
        title: 'Consultation without a link',
        link: null,
        summary: null,
        publishedAt: new Date('2024-07-01T07:00:00Z'),
      },
    ]);
  });

  it('reads an Atom feed: the alternate link, published before updated, HTML titles and content as text', () => {
    const feed = parseFeed(fixture('atom-feed.xml'));
    expect(feed.kind).toBe('atom');
    expect(feed.title).toBe('Harmonised standards updates');
    expect(feed.items).toEqual([
      {
        guid: 'urn:example:hs:1',
        title: 'New references under Directive 2014/35/EU',
        link: 'https://hs.example.test/1',
        summary: 'Eleven references added, two withdrawn.',
        publishedAt: new Date('2025-01-10T11:00:00Z'),
      },
      { guid: 'urn:example:hs:2', title: 'Lifts directive list', link: 'https://hs.example.test/2', summary: 'EN 81-20 & EN 81-50 cited.', publishedAt: new Date('2025-01-20T08:00:00Z') },
    ]);
  });

  it('reads the demo feed: twelve items', () => {
    const feed = parseFeed(readFileSync(DEMO_FEED_FILE, 'utf8'));
    expect(feed.items).toHaveLength(12);
    expect(feed.items.every((item) => item.title.startsWith('Demo:') && item.link?.startsWith('https://'))).toBe(true);
  });

  it('refuses what is not a feed, and any document type', () => {
    expect(() => parseFeed('<html><body>Not a feed</body></html>')).toThrow('neither an RSS nor an Atom feed');
    expect(() => parseFeed('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x "y">]><rss><channel></channel></rss>')).toThrow('document type');
    expect(parseFeed('<rss version="2.0"><channel><title>Empty</title></channel></rss>')).toEqual({ kind: 'rss', title: 'Empty', items: [] });
  });
});
