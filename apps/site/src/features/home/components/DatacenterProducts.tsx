import { ButtonLink } from '@/components/ButtonLink';
import { Carousel } from '@/components/carousel/Carousel';
import { DocumentLinks } from '@/components/DocumentLinks';
import { assetUrl } from '@/lib/assets';
import { type DatacenterProduct, datacenterSection } from '../content/home-content';
import './DatacenterProducts.css';

/** Product illustrations are drawn on a 4:3 canvas; the size attributes keep the layout still. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** 'Datacenters Solutions': a carousel of the three datacenter products, a link on and a spec sheet. */
export function DatacenterProducts() {
  return (
    <section className="datacenter-products" aria-labelledby="datacenter-products-title">
      <div className="container datacenter-products__inner">
        <div className="datacenter-products__intro">
          <h2 id="datacenter-products-title" className="datacenter-products__title">
            {datacenterSection.title}
          </h2>
          <p className="datacenter-products__text">{datacenterSection.intro}</p>
          <div className="button-row">
            {/* The hidden words make the link's text say where it goes, for screen readers and crawlers. */}
            <ButtonLink to={datacenterSection.learnMore.to}>
              {datacenterSection.learnMore.title}{' '}
              <span className="visually-hidden">about {datacenterSection.title}</span>
            </ButtonLink>
          </div>
          <DocumentLinks documents={[datacenterSection.specSheet]} />
        </div>
        <Carousel
          className="datacenter-products__carousel"
          label="Datacenter products"
          items={datacenterSection.products}
          getKey={(product) => product.name}
          getSlideLabel={(product) => product.name}
          renderSlide={(product) => <ProductCard product={product} />}
        />
      </div>
    </section>
  );
}

function ProductCard({ product }: { product: DatacenterProduct }) {
  return (
    <article className="datacenter-products__card">
      <img
        src={assetUrl(product.image)}
        alt={product.imageAlt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      <div className="datacenter-products__card-copy">
        <h3 className="datacenter-products__name">{product.name}</h3>
        <p className="datacenter-products__tagline">{product.tagline}</p>
        <p className="datacenter-products__description">{product.text}</p>
      </div>
    </article>
  );
}
