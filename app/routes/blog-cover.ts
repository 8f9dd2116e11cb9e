import { blogArticles } from "../collections/collections.server.ts";
import { blogCoverSvg } from "../components/art/blog-cover.server.tsx";
import type { Route } from "./+types/blog-cover";

/** `/blog-covers/<lang>-<slug>.svg`: an article's cover, drawn at build. */
export function loader({ params }: Route.LoaderArgs) {
  const article = [...blogArticles.en, ...blogArticles.id].find(
    (candidate) => `${candidate.lang}-${candidate.slug}.svg` === params.file,
  );
  if (!article) throw new Response(null, { status: 404 });
  const { title, category, motif } = article.data;
  return new Response(blogCoverSvg({ lang: article.lang, title, category, motif }), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
