import { Link } from "react-router";
import { formatDay, type PostSummary } from "~/content/insights/post-list";
import { categoryPath, insightPath } from "~/content/site-map";

/** One post in a listing: title linked to the post, its category, date, reading time and description. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-semibold">
        <Link
          to={categoryPath(post.categoryInfo.slug)}
          className="text-brand-700 hover:underline dark:text-brand-200"
        >
          {post.categoryInfo.name}
        </Link>
      </p>
      <Heading className="mt-2 text-xl font-semibold">
        <Link to={insightPath(post.slug)} className="hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{post.description}</p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={post.publishDate}>{formatDay(post.publishDate)}</time>
        <span aria-hidden="true"> · </span>
        {post.readingMinutes} min read
      </p>
    </article>
  );
}

export function PostGrid({
  posts,
  headingLevel = 2,
}: {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
