import type { Relationship } from '@kindred/shared/relationships';

import { Avatar } from '@/components/ui/avatar';

import { RELATIONSHIP_STRINGS as S } from '../strings';
import { formatShortDate } from '../utils/format-date';

type Partner = NonNullable<Relationship['partner']>;

/** The partner's picture, name and 'Connected since' date. */
export function PartnerIdentity({ partner, since }: { partner: Partner; since: string }) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Avatar avatar={partner.avatar} className="size-14" />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold" data-testid="partner-name">
          {partner.name}
        </p>
        <p className="text-sm text-muted-foreground">
          {S.connectedSince}{' '}
          <time dateTime={since} className="font-medium text-foreground">
            {formatShortDate(since)}
          </time>
        </p>
      </div>
    </div>
  );
}
