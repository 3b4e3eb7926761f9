import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeLive, type FakeLive } from '@/testing/fake-live';
import {
  createFakeSessionApi,
  ME,
  PARTNER,
  RELATIONSHIP_ID,
  SESSION_ID,
  storedMessage,
} from '@/features/sessions/testing/fake-session-api';
import { renderWithLive } from '@/features/sessions/testing/render-session';

// Who is in the chat, pictured: the couple's AI therapist persona and each partner's own avatar,
// kept true live when the persona or a profile changes (couple events on the live link).

const PATH = `/triadic-session/${SESSION_ID}`;

const column = (name: string) => screen.getByRole('region', { name });
const header = (region: HTMLElement) => region.querySelector('header')!;
const picture = (region: HTMLElement) =>
  header(region).querySelector<SVGElement>('svg, [data-initials]');

let live: FakeLive;
beforeEach(() => {
  live = createFakeLive();
});
afterEach(() => live.dispose());

async function openChat() {
  renderWithLive(PATH, live);
  await screen.findByRole('heading', { name: /^Session with / });
  await waitFor(() => expect(live.sockets.length).toBeGreaterThan(0));
  live.connect();
}

describe('the people in the session chat', () => {
  it("names and pictures the couple's persona and shows each partner's chosen avatar", async () => {
    createFakeSessionApi({
      detail: {
        me: { ...ME, avatar: 'avatar-2' },
        partner: { ...PARTNER, avatar: 'avatar-6' },
        therapist: { persona_id: 'dr-olivia', name: 'Dr. Olivia' },
      },
      messages: [storedMessage({ author: 'therapist', content: 'Welcome.' })],
    });
    await openChat();

    const therapist = column('Therapist messages');
    expect(within(therapist).getByRole('heading', { name: 'Dr. Olivia' })).toBeVisible();
    expect(within(therapist).getByText('AI therapist')).toBeVisible();
    expect(picture(therapist)).toHaveAttribute('data-persona', 'dr-olivia');
    expect(within(therapist).getByText('Welcome.')).toBeVisible();

    expect(picture(column('Your messages'))).toHaveAttribute('data-avatar', 'avatar-2');
    expect(picture(column("Sam's messages"))).toHaveAttribute('data-avatar', 'avatar-6');
    // The pictures are decorative: each name is written beside its picture.
    for (const name of ['Therapist messages', 'Your messages', "Sam's messages"])
      expect(picture(column(name))).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows initials for someone who has not chosen a picture, and the default persona', async () => {
    createFakeSessionApi();
    await openChat();
    expect(picture(column("Sam's messages"))).toHaveTextContent('S');
    expect(picture(column('Your messages'))).toHaveTextContent('A');
    const therapist = column('Therapist messages');
    expect(within(therapist).getByRole('heading', { name: 'Dr. Emma' })).toBeVisible();
    expect(picture(therapist)).toHaveAttribute('data-persona', 'dr-emma');
  });

  it('follows a persona chosen by either partner, without reloading', async () => {
    const api = createFakeSessionApi();
    await openChat();
    expect(
      within(column('Therapist messages')).getByRole('heading', { name: 'Dr. Emma' }),
    ).toBeVisible();

    api.state.detail = {
      ...api.state.detail,
      therapist: { persona_id: 'dr-james', name: 'Dr. James' },
    };
    await live.push({
      type: 'couple',
      event: 'style_changed',
      relationshipId: RELATIONSHIP_ID,
      by: PARTNER.id,
    });

    const therapist = column('Therapist messages');
    expect(await within(therapist).findByRole('heading', { name: 'Dr. James' })).toBeVisible();
    expect(picture(therapist)).toHaveAttribute('data-persona', 'dr-james');
  });

  it("shows the partner's new name and picture as soon as they change them", async () => {
    const api = createFakeSessionApi({
      messages: [storedMessage({ author: 'partnerB', content: 'Hello there.' })],
    });
    await openChat();

    api.state.detail = {
      ...api.state.detail,
      partner: { ...PARTNER, name: 'Bee', avatar: 'avatar-5' },
    };
    await live.push({
      type: 'couple',
      event: 'profile_changed',
      relationshipId: RELATIONSHIP_ID,
      by: PARTNER.id,
    });

    expect(await screen.findByRole('heading', { name: 'Session with Bee' })).toBeVisible();
    const partner = column("Bee's messages");
    expect(within(partner).getByRole('heading', { name: 'Bee' })).toBeVisible();
    expect(picture(partner)).toHaveAttribute('data-avatar', 'avatar-5');
    // What they wrote before is still theirs.
    expect(within(partner).getByText('Hello there.')).toBeVisible();
  });
});
