import { PostsHome } from './components/posts-home';

/** /blog-company (and /our-company/{id}): the company blog 'Mundo Pride'. */
export default function BlogPage() {
  return <PostsHome category={1} />;
}
