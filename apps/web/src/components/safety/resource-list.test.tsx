import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmergencyLine, ResourceList, smsHref, telHref } from './resource-list';

describe('ResourceList', () => {
  it('puts the lines that fit the category first, and can show only the first few', () => {
    render(
      <ResourceList
        country="US"
        language="en"
        category="child_at_risk"
        limit={2}
        label="Help lines"
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Help lines' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Childhelp National Child Abuse Hotline');
    expect(items[0]).toHaveTextContent('Child protection · Available 24/7');
  });

  it('names every link by what it does, in the reader’s language', () => {
    render(<ResourceList country="FR" language="fr" label="Lignes" />);
    expect(screen.getByRole('link', { name: 'Appeler le 3114' })).toHaveAttribute(
      'href',
      'tel:3114',
    );
    const site = screen.getByRole('link', { name: /3919 – Violences Femmes Info/ });
    expect(site).toHaveAttribute('href', 'https://arretonslesviolences.gouv.fr');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls the emergency number', () => {
    render(<EmergencyLine country="NZ" language="en" />);
    expect(screen.getByText('Emergency: 111')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 111' })).toHaveAttribute('href', 'tel:111');
  });
});

describe('link targets', () => {
  it('dials the digits only and pre-fills the keyword of a text line', () => {
    expect(telHref('1-800-799-7233')).toBe('tel:18007997233');
    expect(telHref('0800 111 0 111')).toBe('tel:08001110111');
    expect(telHref('+44 116 123')).toBe('tel:+44116123');
    expect(smsHref('741741', 'HOME')).toBe('sms:741741?&body=HOME');
    expect(smsHref('0477 13 11 14')).toBe('sms:0477131114');
  });
});
