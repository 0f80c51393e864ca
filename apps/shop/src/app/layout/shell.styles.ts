import { styled } from 'styled-components';
import { outlineButtonLink, vars, visuallyHidden } from '@bazaar/ui';

export const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: ${vars.space[3]};
    left: ${vars.space[3]};
    z-index: ${vars.zIndex.toast};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: ${vars.space[3]} ${vars.space[5]};
    background: ${vars.color.bgSurface};
    color: ${vars.color.textLink};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.raised};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const ProgressTrack = styled.div`
  position: fixed;
  inset: 0 0 auto;
  height: 3px;
  z-index: ${vars.zIndex.toast};
  overflow: hidden;
  pointer-events: none;

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${vars.color.bgFillBrand};
    animation: shop-progress 1.2s ${vars.motion.easing.standard} infinite;
  }

  @keyframes shop-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;

/** The focus target at the top of the page content (the skip link's target). */
export const ContentAnchor = styled.div`
  outline: none;
`;

export const PageHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[5]};
  padding-block: ${vars.space[6]} ${vars.space[5]};

  & h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
    font-weight: ${vars.fontWeight.bold};
    outline: none;
  }
  &[data-hidden] h1 {
    ${visuallyHidden}
  }
  /* The page's actions: a link is drawn as the small outline button beside it ("Profit records"
     beside "Export CSV" was a bare underlined link). */
  & > div {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
  }
  & > div > a {
    ${outlineButtonLink}
    min-height: ${vars.size.control.sm};
    padding: ${vars.space[1]} ${vars.space[4]};
    font-size: ${vars.fontSize.sm};
  }
`;

export const PageBody = styled.div`
  padding-block: ${vars.layout.sectionGap};

  &[data-fill] {
    flex: 1;
    min-height: 0;
    display: flex;
    flex-direction: column;
    padding-block: 0;
  }
`;

/** A mobile screen that fills the visible height: the nav bar, then the body taking the rest. */
export const FillFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: var(--visible-height, 100dvh);
  overflow: hidden;
`;

const headerLinkStyles = `
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.hitTarget};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  text-decoration: none;
  white-space: nowrap;
  &:hover { color: ${vars.color.textBrand}; }
  &[aria-current='page'] { color: ${vars.color.textBrand}; }
  &:focus-visible { outline: 2px solid ${vars.color.borderFocus}; outline-offset: 2px; }
  & svg { font-size: ${vars.size.icon.md}; }
`;

export const AccountLinks = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[5]};
  /* "Sign up" stood 8 px from the language button, reading as one control with it. */
  margin-inline-end: ${vars.space[3]};
  & > a {
    ${headerLinkStyles}
  }
`;

export const MenuRoot = styled.div`
  position: relative;

  & > button {
    ${headerLinkStyles}
    border: 0;
    background: none;
    cursor: pointer;
    font: inherit;
  }
  & ul {
    position: absolute;
    inset-inline-end: 0;
    top: 100%;
    z-index: ${vars.zIndex.popup};
    min-width: ${vars.size.sideNav};
    margin: 0;
    padding: ${vars.space[3]} 0;
    list-style: none;
    background: ${vars.color.bgSurface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.popup};
  }
  & li > a,
  & li > button {
    display: flex;
    width: 100%;
    min-height: ${vars.size.hitTarget};
    align-items: center;
    padding-inline: ${vars.space[5]};
    border: 0;
    background: none;
    color: ${vars.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & li > a:hover,
  & li > button:hover,
  & li > a:focus-visible,
  & li > button:focus-visible {
    background: ${vars.color.bgSurfaceHover};
    outline: none;
  }
`;

export const CentredMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[5]};
  padding: ${vars.space[10]} ${vars.layout.gutter};
  text-align: center;
  color: ${vars.color.textSecondary};

  & a {
    color: ${vars.color.textLink};
  }
`;
