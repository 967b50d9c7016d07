'use client';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

// MUI's Avatar (letters or an icon, no image) and Badge (a count or a dot at the top right),
// drawn as MUI draws them, with MUI's class names, without MUI's components: the top bar has
// both on every screen, and their code (slots, owner state, overlap and anchor variants)
// weighs more than what the portal uses of them (issue 15).

export const Avatar = styled('div', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'circular' | 'rounded' }>(({ theme, variant }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(20),
  lineHeight: 1,
  borderRadius: variant === 'rounded' ? (theme.vars || theme).shape.borderRadius : '50%',
  overflow: 'hidden',
  userSelect: 'none',
  color: (theme.vars || theme).palette.background.default,
  // The scheme's own variable, as MUI's Avatar: a dark-scheme rule would follow the caller's
  // `sx` colour in the same class and win over it (the primary avatars turned grey in dark).
  backgroundColor: theme.vars ? theme.vars.palette.Avatar.defaultBg : theme.palette.grey[400],
}));

const Root = styled('span')({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 });
const Mark = styled('span')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  boxSizing: 'border-box',
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  minWidth: 20,
  lineHeight: 1,
  padding: '0 6px',
  height: 20,
  borderRadius: 10,
  zIndex: 1,
  top: 0,
  right: 0,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
  backgroundColor: (theme.vars || theme).palette.error.main,
  color: (theme.vars || theme).palette.error.contrastText,
  transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.enteringScreen }),
  '&.MuiBadge-dot': { borderRadius: 4, height: 8, minWidth: 8, padding: 0 },
  '&.MuiBadge-invisible': {
    transform: 'scale(0) translate(50%, -50%)',
    transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.leavingScreen }),
  },
}));

type BadgeProps = {
  children: ReactNode;
  /** The count; nothing shows for 0 or none. Past `max` it reads `max+`. */
  count?: number;
  max?: number;
  /** A dot instead of a count, shown unless `invisible`. */
  dot?: boolean;
  invisible?: boolean;
  testId?: string;
};

/** A red count (or dot) at the top right of its child, as MUI's `<Badge color="error">`. */
export function Badge({ children, count, max = 99, dot = false, invisible, testId }: BadgeProps) {
  const hidden = invisible ?? (!dot && !count);
  const content = dot || !count ? null : count > max ? `${max}+` : count;
  const className = ['MuiBadge-badge', dot ? 'MuiBadge-dot' : 'MuiBadge-standard', 'MuiBadge-anchorOriginTopRight', 'MuiBadge-colorError', hidden && 'MuiBadge-invisible'];
  return (
    <Root className="MuiBadge-root">
      {children}
      <Mark className={className.filter(Boolean).join(' ')} data-testid={testId}>
        {content}
      </Mark>
    </Root>
  );
}
