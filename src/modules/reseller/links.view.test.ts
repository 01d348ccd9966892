import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { coverageOf } from './plans.coverage.ts';
import type { V1LinkDetail } from './links.manage.ts';
import { LinkDetail as LinkDetailSchema } from './links.schemas.ts';
import { linkDetailJson, toLinkDetail } from './links.view.ts';

const at = new Date('2026-11-01T10:00:00.000Z');

function detail(countries: string[], lpa: string | null): V1LinkDetail {
  return {
    link: {
      id: '0b7d3f0e-3f7a-4a51-9d0e-2f1c4c3b2a10',
      name: 'Ana "the traveller" \\ €',
      iccid: '8949000000000000017',
      provider: 'simulator',
      endpointId: 'ep-1',
      sponsorProfile: 'default',
      lpaProfile: lpa,
      status: 'active',
      linkStatus: 'active',
      createdAt: at,
      updatedAt: at,
    },
    status: 'active',
    activations: [
      {
        row: {
          id: '7c1f9a52-9d8e-4c1b-8f61-0a3b2c1d4e5f',
          status: 'active',
          upstreamAddonId: 'addon-1',
          usedMib: '12.5',
          remainingMib: '1011.5',
          allocatedMib: '1024',
          activatedAt: at,
          expiresAt: null,
          createdAt: at,
          planId: '5a0c2e1b-6d4f-4e3a-9b8c-7d6e5f4a3b2c',
          planName: 'Europe 1 GB',
          dataMb: 1024,
          validityDays: 30,
          countries,
        },
        usedMb: 12.5,
        remainingMb: 1011.5,
      },
    ],
    usedMb: 12.5,
    remainingMb: 1011.5,
    lpaProfile: lpa,
    coverage: coverageOf(countries),
  };
}

describe('link detail JSON', () => {
  it('is the document the route schema serialises, with the coverage spliced in', async () => {
    const app = Fastify();
    app.post('/serialised', { schema: { response: { 200: LinkDetailSchema } } }, async (req) => {
      const { countries, lpa } = req.body as { countries: string[]; lpa: string | null };
      return toLinkDetail(detail(countries, lpa));
    });
    try {
      for (const [countries, lpa] of [
        [['DE', 'ES', 'FR'], 'LPA:1$smdp.example$ABC-123'],
        [['AQ'], null],
        [[], null],
      ] as Array<[string[], string | null]>) {
        const answer = await app.inject({ method: 'POST', url: '/serialised', payload: { countries, lpa } });
        expect(answer.statusCode).toBe(200);
        const spliced = linkDetailJson(detail(countries, lpa));
        expect(JSON.parse(spliced)).toEqual(answer.json());
        // The second answer for the same countries comes from the kept JSON and is the same.
        expect(linkDetailJson(detail(countries, lpa))).toBe(spliced);
      }
    } finally {
      await app.close();
    }
  });
});
