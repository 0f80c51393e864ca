/** A category with its sub-categories (the shape of `GET /wanlshop/common/categorys`). */
export interface CategoryNode {
  /** The category id. */
  id: number | string;
  /** The name, as the server sends it in the request's language. */
  name: string;
  /** The category's picture. */
  image?: string;
  /** Sub-categories. */
  children?: readonly CategoryNode[];
}
