import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { CoupleInvitation } from '@bazaar/api/contract';
import { coupleMoveKeys, coupleRoleKey } from '@bazaar/domain';
import { Avatar, Button, CoupleStatusChip, panelSurface, vars } from '@bazaar/ui';
import type { CoupleMove } from './use-couple-actions.js';
import { DateTime } from '../time/index.js';

/** The ui's panel surface, with the other shop's avatar header in place of a `Panel`'s heading. */
const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${panelSurface}
  & > header {
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
  }
  & > header > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    overflow-wrap: anywhere;
  }
  & h3 a {
    color: inherit;
    text-decoration: none;
  }
  & p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${vars.space[3]};
  }
`;

/** Props of {@link InvitationCard}. */
export interface InvitationCardProps {
  /** The invitation as the caller's shop sees it. */
  invitation: CoupleInvitation;
  /** Runs a move (after its confirmation). */
  onMove: (invitation: CoupleInvitation, move: CoupleMove) => void;
  /** A move of this invitation is under way. @default false */
  isBusy?: boolean;
}

/**
 * A couple-shop invitation: the other shop, who invited whom and when, its state, and the moves
 * the caller's side may make now (the contract's `actions`, from the domain's `coupleActions`).
 */
export function InvitationCard({ invitation, onMove, isBusy = false }: InvitationCardProps) {
  const { t } = useTranslation();
  const headingId = `couple-invitation-${invitation.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <header>
        <Avatar
          src={invitation.shop.avatar}
          name={invitation.shop.shopname}
          shape="square"
          isDecorative
        />
        <div>
          <h3 id={headingId}>
            <Link to={`/shop/${invitation.shop.id}`}>{invitation.shop.shopname}</Link>
          </h3>
          <p>
            {t(coupleRoleKey(invitation.role))} ·{' '}
            <DateTime
              value={invitation.updatetime}
              sentence={(time) => t('merchant:couple.updated', { time })}
            />
          </p>
        </div>
        <CoupleStatusChip state={invitation.state} />
      </header>
      {invitation.actions.length > 0 ? (
        <div data-part="actions">
          {invitation.actions.map((move) => (
            <Button
              key={move}
              size="sm"
              variant={move === 'accept' ? 'primary' : 'outline'}
              isDisabled={isBusy}
              onPress={() => onMove(invitation, move)}
            >
              {t(coupleMoveKeys(move).labelKey)}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
