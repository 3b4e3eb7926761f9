import { Heart, UserPlus } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import type { MyRelationship } from '@/entities/relationship/api/get-relationship';
import { RELATIONSHIP_STRINGS as S } from '../strings';

import { PartnerIdentity } from './partner-identity';

/**
 * The dashboard's partner card: who the partner is and since when, or the way to invite one. A load
 * failure is announced by the dashboard's banner; here it stays quiet.
 */
export function PartnerSummary({ couple }: { couple: MyRelationship }) {
  const partner = couple.status === 'ready' ? couple.relationship.partner : null;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-2">
        <Heart className="size-5 text-primary" aria-hidden />
        <h2 className="text-lg leading-snug font-semibold">{S.partnerCardTitle}</h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-center gap-4">
        {couple.status === 'pending' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {S.loading}
          </p>
        ) : couple.status === 'failed' ? (
          <p className="text-sm text-muted-foreground">{S.unavailable}</p>
        ) : partner && couple.status === 'ready' ? (
          <PartnerIdentity partner={partner} since={couple.relationship.updated_at} />
        ) : (
          <>
            <div>
              <p className="font-medium">{S.noPartner}</p>
              <p className="mt-1 text-sm text-muted-foreground">{S.noPartnerHint}</p>
            </div>
            <Button asChild className="self-start">
              <Link to={paths.settings.getHref('partner')}>
                <UserPlus aria-hidden />
                {S.invitePartner}
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
