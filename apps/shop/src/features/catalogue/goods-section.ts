import { styled } from 'styled-components';
import { phoneGutter, vars } from '@bazaar/ui';

/**
 * A titled section of goods on a storefront screen (a category's goods, a shop's): its heading over
 * the results, with the page's side margin on a phone.
 */
export const GoodsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${phoneGutter}

  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;
