import { Copy, RefreshCw, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import type { Relationship } from '@kindred/shared/relationships';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QrCode } from '@/components/ui/qr-code';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { MyRelationship } from '@/entities/relationship/api/get-relationship';
import { ApiError, isUnauthorized } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { useCreateInvitation } from '../api/create-invitation';
import { INVITE_QR_STYLE } from '../constants';
import { INVITE_STRINGS as S } from '../strings';
import { copyText, shareLink } from '../utils/share';

type InvitePanelProps = {
  couple: MyRelationship;
  /** Onboarding adds the note that inviting can wait; the settings dialog explains instead. */
  variant?: 'onboarding' | 'dialog';
};

/** The full invitation link of a code: `{origin}/accept-invite/{code}`. */
export function inviteLink(code: string): string {
  return `${window.location.origin}${paths.acceptInvite.getHref(code)}`;
}

/**
 * The invitation: QR code, read-only link, Copy, Share Invitation and Generate New Link. When the
 * user has no code yet, one is created as the panel opens, so there is always a link to send.
 * Someone already connected sees who with, instead of a link.
 */
export function InvitePanel({ couple, variant = 'onboarding' }: InvitePanelProps) {
  const create = useCreateInvitation();
  const { mutate: createInvitation } = create;
  const requested = useRef(false);

  const relationship = couple.status === 'ready' ? couple.relationship : null;
  const partner = relationship?.partner ?? null;
  const needsCode =
    couple.status === 'none' ||
    (relationship !== null &&
      relationship.role === 'owner' &&
      partner === null &&
      !relationship.invite_code);

  const request = useCallback(
    (rotate: boolean) =>
      createInvitation(undefined, {
        onSuccess: () => {
          if (rotate) toast.success(S.generated);
        },
        onError: (error) => {
          // A lost sign-in: the query client has said so and leads to /login.
          if (isUnauthorized(error)) return;
          if (error instanceof ApiError && error.status === 409) {
            // Connected meanwhile: the refreshed couple shows the partner instead.
            toast.info(error.message);
          } else {
            toast.error(S.createFailed);
          }
        },
      }),
    [createInvitation],
  );

  useEffect(() => {
    // Once a code exists the panel may ask again, should the couple lose it (removed elsewhere).
    if (!needsCode) requested.current = false;
    if (!needsCode || requested.current) return;
    requested.current = true;
    request(false);
  }, [needsCode, request]);

  if (couple.status === 'pending') return <Preparing />;
  if (couple.status === 'failed') {
    return (
      <RetryAlert
        variant="destructive"
        title={S.unavailable}
        retryLabel={S.tryAgain}
        onRetry={couple.retry}
      />
    );
  }
  if (partner) {
    return (
      <div className="flex items-center gap-4 rounded-2xl border border-border bg-primary-soft p-5">
        <Avatar avatar={partner.avatar} className="size-14" />
        <div>
          <p className="font-semibold">{S.connectedTitle(partner.name)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{S.connectedText}</p>
        </div>
      </div>
    );
  }

  const code = newestCode(create.data, relationship);
  if (!code) {
    if (create.isError) {
      return (
        <RetryAlert
          variant="destructive"
          title={S.createFailed}
          retryLabel={S.tryAgain}
          onRetry={() => request(false)}
        />
      );
    }
    return <Preparing />;
  }

  return (
    <InviteLink
      link={inviteLink(code)}
      variant={variant}
      generating={create.isPending}
      onGenerate={() => request(true)}
    />
  );
}

/**
 * The code to show: the answer of this panel's latest 'Generate New Link' until the cached couple
 * catches up, but the couple's own when it is newer — the server gives a new code when a partner
 * joins or leaves, which reaches this screen as a reloaded couple.
 */
function newestCode(created: Relationship | undefined, couple: Relationship | null): string | null {
  if (!created) return couple?.invite_code ?? null;
  if (!couple || couple.id !== created.id) return created.invite_code;
  return Date.parse(couple.updated_at) > Date.parse(created.updated_at)
    ? couple.invite_code
    : (created.invite_code ?? couple.invite_code);
}

function Preparing() {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-muted-foreground">
      <Spinner className="text-primary" />
      {S.preparing}
    </p>
  );
}

type InviteLinkProps = {
  link: string;
  variant: 'onboarding' | 'dialog';
  generating: boolean;
  onGenerate: () => void;
};

function InviteLink({ link, variant, generating, onGenerate }: InviteLinkProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [sharing, setSharing] = useState(false);

  const copy = async () => {
    if (await copyText(link, inputRef.current)) toast.success(S.copied);
    else {
      inputRef.current?.select();
      toast.error(S.copyFailed);
    }
  };

  const share = async () => {
    setSharing(true);
    try {
      const outcome = await shareLink({ title: S.shareTitle, text: S.shareText, url: link });
      if (outcome === 'shared') toast.success(S.shared);
      // Unsupported or failed: the link is copied instead, so the user still has it to send.
      else if (outcome === 'unavailable') await copy();
    } finally {
      setSharing(false);
    }
  };

  return (
    <div
      className={cn(
        'flex flex-col items-center gap-6',
        variant === 'onboarding' && 'sm:flex-row sm:items-start',
      )}
    >
      <QrCode
        value={link}
        label={S.qrLabel}
        unavailableText={S.qrUnavailable}
        qrStyle={INVITE_QR_STYLE}
      />
      <div className="flex w-full min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{S.linkLabel}</Label>
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              id={inputId}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden />
              {S.copy}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => void share()} disabled={sharing}>
            {sharing ? <Spinner className="size-4" /> : <Share2 aria-hidden />}
            {sharing ? S.sharing : S.share}
          </Button>
          <Button variant="secondary" onClick={onGenerate} disabled={generating}>
            {generating ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
            {generating ? S.generating : S.generate}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{S.rotateNote}</p>
        {variant === 'onboarding' ? (
          <p className="text-sm font-medium text-foreground">{S.laterNote}</p>
        ) : null}
      </div>
    </div>
  );
}
