// Every published post, newest first, from the content layer's build output. Import this only from route
// loaders and build-time code: it holds every post's HTML, which must not reach a page's JavaScript.
import { allInsights } from "content-collections";
import {
  allTags as tagsOf,
  byCategory as inCategory,
  byTag as withTag,
  preparePosts,
  prevNext as neighbours,
  related as relatedTo,
  type Post,
} from "./post-list";

export type { Post } from "./post-list";

export const posts: readonly Post[] = preparePosts(allInsights);

export const findPost = (slug: string | undefined) => posts.find((p) => p.slug === slug);
export const byCategory = (category: string) => inCategory(posts, category);
export const byTag = (tag: string) => withTag(posts, tag);
export const allTags = () => tagsOf(posts);
export const related = (post: Post, count = 3) => relatedTo(posts, post, count);
export const prevNext = (post: Post) => neighbours(posts, post);
