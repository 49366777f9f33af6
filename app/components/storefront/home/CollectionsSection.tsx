// Collections (anchor 'shop', product §2): four cards to /category/{id}, placeholders while loading.
import { Link } from "@remix-run/react";
import { Picture } from "~/components/ui/Picture";

export interface CollectionCover {
  id: string;
  description: string;
  imageUrl: string;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section id="shop" aria-labelledby="collections-title" className="mx-auto max-w-7xl px-6 py-24">
      <h2 id="collections-title" className="text-center font-serif text-4xl tracking-widest">
        COLLECTIONS
      </h2>
      <p className="mt-4 text-center text-gray-700">
        Explore our curated collections of one-of-a-kind pieces
      </p>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

export function CollectionsSection({ collections }: { collections: CollectionCover[] }) {
  return (
    <Frame>
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link to={`/category/${collection.id}`} className="group block">
            <div className="aspect-[4/5] overflow-hidden bg-sand">
              <Picture
                src={collection.imageUrl}
                alt=""
                width={1200}
                height={1500}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </div>
            <h3 className="mt-4 font-serif text-xl tracking-widest">{collection.id.toUpperCase()}</h3>
            <p className="mt-1 text-sm text-gray-600">{collection.description}</p>
          </Link>
        </li>
      ))}
    </Frame>
  );
}
