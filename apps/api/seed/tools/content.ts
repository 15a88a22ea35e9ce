/** Shoreline CMS pages, blocks, blog posts and reviews (US English). */

const p = (...paras: string[]): string => paras.map((x) => `<p>${x}</p>`).join('\n');
const h2 = (t: string): string => `<h2>${t}</h2>`;
const ul = (...items: string[]): string => `<ul>\n${items.map((i) => `  <li>${i}</li>`).join('\n')}\n</ul>`;

export const FREE_SHIPPING_OVER = 150;

// ------------------------------------------------------------------ CMS pages

export const cmsPages = [
  {
    id: 1,
    identifier: 'about-us',
    title: 'About Shoreline',
    content_heading: 'Steamed on the Bay, delivered to your door',
    meta_title: 'About Shoreline | Maryland Crabs Delivered',
    meta_description: 'Shoreline steams Maryland blue crabs every morning and delivers crab feasts next day across the USA.',
    content: [
      p(
        'Shoreline started as a crab shack on the Eastern Shore of Maryland, steaming bushels for neighbors on summer weekends. Thirty years later our Crab House still seats locals at long paper-covered tables, and our shipping kitchen next door sends the same crabs to every state in the lower 48.',
        'We buy male #1 heavies straight from watermen we know by name. Every order is steamed the morning it ships, layered with our own seasoning, cooled and packed into an insulated cooler with gel packs. UPS delivers it the next day, still tasting like the Bay.',
      ),
      h2('What we believe'),
      ul(
        'Crabs should be heavy, full and steamed to order, never reheated from yesterday.',
        'Crab cakes should taste like crab, so ours are almost all jumbo lump.',
        'If something is not right when it arrives, we make it right.',
      ),
      p(
        'Our team is about forty people: watermen liaisons, steamers, pickers, cooks, packers and the customer care crew who answer the phone. Come see us at the Crab House any time you are near Kent Narrows.',
      ),
    ].join('\n'),
  },
  {
    id: 2,
    identifier: 'shipping',
    title: 'Shipping & Delivery',
    content_heading: 'Next-day delivery across the USA',
    meta_title: 'Shipping & Next-Day Delivery',
    meta_description: 'Order by 2 pm ET for next-day delivery Tuesday through Saturday. Free delivery on orders over $150.',
    content: [
      p(
        'Everything we sell ships overnight in an insulated cooler with gel packs, so your seafood arrives cold and ready to eat. We deliver to all 48 contiguous states. We are sorry that we cannot ship to Alaska, Hawaii, PO boxes or APO/FPO addresses.',
      ),
      h2('Order cut-off and delivery days'),
      ul(
        'Order by <strong>2 pm Eastern Time</strong> Monday through Friday and we deliver the next day.',
        'We deliver Tuesday through Saturday. There are <strong>no Sunday or Monday deliveries</strong>; orders placed after 2 pm ET on Friday, or over the weekend, are steamed on Monday and arrive on Tuesday.',
        'You can also pick a later delivery date at checkout, up to 30 days ahead.',
      ),
      h2('Delivery rates'),
      ul(
        `Free next-day delivery on orders of $${FREE_SHIPPING_OVER} or more.`,
        'Orders under $150: $24.99 flat rate.',
        'Saturday delivery: add a $15 surcharge (waived for Priority Delivery members).',
        'Digital items such as e-gift cards, the e-book and online classes are delivered by e-mail at no charge.',
      ),
      h2('Holidays'),
      p(
        'We do not ship on the days before Thanksgiving, Christmas Day or New Year’s Day, and carriers do not deliver on federal holidays. Delivery dates fill up quickly around Memorial Day, the Fourth of July and Labor Day; we recommend ordering a week ahead for holiday weekends.',
      ),
      h2('When your box arrives'),
      p(
        'Someone does not need to be home: our coolers keep seafood cold for 24 hours after delivery. Put everything in the refrigerator as soon as you can. Steamed crabs are best eaten the day they arrive, or within two days.',
      ),
    ].join('\n'),
  },
  {
    id: 3,
    identifier: 'returns',
    title: 'Returns & Our Guarantee',
    content_heading: 'We make it right',
    meta_title: 'Returns & Freshness Guarantee',
    meta_description: 'Return unused merchandise within 60 days. If seafood arrives damaged or warm, we replace or refund it.',
    content: [
      h2('Merchandise'),
      p(
        'Aprons, apparel, mallets, pots and other non-food items can be returned within <strong>60 days</strong> of delivery if they are unused and in their original packaging. E-mail us your order number and we will send a prepaid return label. Refunds go back to your original payment method within five business days of receiving the return.',
      ),
      h2('Seafood and other perishables'),
      p(
        'For food safety we cannot accept returns of perishable items. Instead, we stand behind every box: if your order arrives late, warm, damaged or short, <strong>we make it right</strong> with a replacement shipment or a full refund, your choice.',
        'Please contact us the day your order arrives and, if you can, send a photo of the box and contents. We may ask you to keep the packaging until we have sorted it out.',
      ),
      h2('Gift cards and digital items'),
      p('Gift cards, e-books and online classes are non-refundable once delivered, but we are happy to reschedule a class.'),
    ].join('\n'),
  },
  {
    id: 4,
    identifier: 'faq',
    title: 'Frequently Asked Questions',
    content_heading: 'Questions we hear a lot',
    meta_title: 'FAQ | Shoreline',
    meta_description: 'How many crabs per person, how to reheat steamed crabs, what #1 heavy males are and more.',
    content: [
      h2('How many crabs should I order per person?'),
      p(
        'For a crab feast, plan on six to eight large crabs per adult, or a dozen for serious pickers. A half bushel of large crabs (about 3 dozen) feeds four to six people with sides. A bushel feeds ten to twelve.',
      ),
      h2('What does “#1 heavy males” mean?'),
      p(
        'Watermen grade crabs by sex, size and how full they are. #1 males (jimmies) are the biggest, and heavies are crabs that have filled out their shells with meat since their last molt. That is the only grade we steam.',
      ),
      h2('Can I reheat steamed crabs?'),
      p(
        'Yes. Steam them for 5 to 8 minutes over an inch of water mixed with a splash of vinegar. Do not microwave them; the meat turns rubbery. Many Marylanders happily eat them cold the next day.',
      ),
      h2('Are your crabs from Maryland?'),
      p(
        'During the Maryland season (roughly April through December) our crabs come from the Chesapeake Bay. Early in the spring, when the Bay is cold, we buy from trusted suppliers in North Carolina and the Gulf. Each product page lists the origin.',
      ),
      h2('Do you use a coupon code for first orders?'),
      p('Sign up for our newsletter and we will e-mail you a code for 10% off your first order.'),
    ].join('\n'),
  },
  {
    id: 5,
    identifier: 'contacts',
    title: 'Contact Us',
    content_heading: 'Talk to a real crab person',
    meta_title: 'Contact Shoreline',
    meta_description: 'Call, e-mail or visit Shoreline. Customer care is open 7 days a week in crab season.',
    content: [
      p(
        'Questions about an order, a delivery date or how many crabs to get for a party? Our customer care team works in the same building where we steam, so they can walk over and check on your order.',
      ),
      ul(
        'Phone: <a href="tel:+14105550142">(410) 555-0142</a>',
        'E-mail: <a href="mailto:care@shoreline-crabs.example">care@shoreline-crabs.example</a>',
        'Hours: Monday–Friday 8 am–6 pm ET, Saturday 9 am–3 pm ET. Closed Sundays from November through March.',
        'Shipping kitchen &amp; Crab House: 410 Harbor Road, Grasonville, MD 21638',
      ),
      p(
        'For large events, corporate gifts and wholesale orders, e-mail <a href="mailto:events@shoreline-crabs.example">events@shoreline-crabs.example</a> and tell us the date and head count.',
      ),
    ].join('\n'),
  },
  {
    id: 6,
    identifier: 'privacy-policy',
    title: 'Privacy Policy',
    content_heading: 'Privacy Policy',
    meta_title: 'Privacy Policy',
    meta_description: 'How Shoreline collects, uses and protects your personal information.',
    content: [
      p(
        'This policy explains what personal information Shoreline collects when you shop with us, how we use it and the choices you have. It applies to our online shop and the Shoreline Crab House.',
      ),
      h2('What we collect'),
      p(
        'We collect the information you give us when you place an order or create an account: your name, e-mail address, phone number, billing and delivery addresses, and order history. Payment card details are processed by our payment provider and never stored on our servers. We also collect basic technical data such as your browser type and the pages you visit, using cookies.',
      ),
      h2('How we use it'),
      ul(
        'To process, ship and support your orders.',
        'To send delivery updates by e-mail or text message.',
        'To send our newsletter, only if you sign up. Every e-mail has an unsubscribe link.',
        'To prevent fraud and keep the site secure.',
      ),
      h2('Sharing'),
      p(
        'We share only what is needed with the companies that help us run the shop: our shipping carrier, payment processor and e-mail provider. We never sell your personal information.',
      ),
      h2('Your choices'),
      p(
        'You can view and update your account details at any time, and you can ask us to delete your account by e-mailing care@shoreline-crabs.example. California residents may exercise their rights under the CCPA through the same address.',
      ),
    ].join('\n'),
  },
  {
    id: 7,
    identifier: 'terms-and-conditions',
    title: 'Terms and Conditions',
    content_heading: 'Terms and Conditions',
    meta_title: 'Terms and Conditions',
    meta_description: 'The terms that apply when you buy from Shoreline.',
    content: [
      p(
        'By placing an order with Shoreline you agree to these terms. Please read them along with our shipping, returns and privacy policies.',
      ),
      h2('Orders and prices'),
      p(
        'All prices are in US dollars. Seafood is a seasonal, natural product and prices may change with the catch; the price shown when you place your order is the price you pay. We may cancel an order if an item becomes unavailable, in which case we refund you in full.',
      ),
      h2('Weights and counts'),
      p(
        'Crab sizes are measured point to point across the shell. A half bushel contains roughly 30 to 40 medium or 24 to 30 jumbo crabs; a bushel is about twice that. Counts are approximate because we pack bushels by weight.',
      ),
      h2('Delivery'),
      p(
        'Risk of loss passes to you on delivery to the address you provide. Please make sure the address is correct; we cannot redirect a shipment once it has left our kitchen.',
      ),
      h2('Sales tax'),
      p('Maryland sales tax of 6% applies to merchandise shipped to Maryland addresses. Food items are exempt.'),
      h2('Contact'),
      p('Shoreline Seafood LLC, 410 Harbor Road, Grasonville, MD 21638.'),
    ].join('\n'),
  },
];

// ------------------------------------------------------------------ CMS blocks

export const cmsBlocks = [
  // No header-top block: the header states the delivery promise, the free-delivery threshold and a pickup store's
  // opening hours from the delivery calendar, the configured threshold and the store's record (CMS text could promise
  // what the rules do not keep). Nor does a block name an address, phone or hours: the footer shows the store's record.
  {
    id: 2,
    identifier: 'main-menu',
    title: 'Main menu',
    store: null,
    content: [
      '<ul class="main-menu">',
      '  <li><a href="/c/crabs">Crabs</a></li>',
      '  <li><a href="/c/shrimp">Shrimp</a></li>',
      '  <li><a href="/c/lobster">Lobster</a></li>',
      '  <li><a href="/c/crab-feasts">Crab Feasts</a></li>',
      '  <li><a href="/c/soups-and-sides">Soups &amp; Sides</a></li>',
      '  <li><a href="/c/gifts">Gifts</a></li>',
      '  <li><a href="/blog">Crab Talk</a></li>',
      '  <li><a href="/i/about-us">Our Story</a></li>',
      '</ul>',
    ].join('\n'),
  },
  {
    id: 3,
    identifier: 'footer-1',
    title: 'Footer: About Shoreline',
    store: null,
    content: [
      '<h4>About Shoreline</h4>',
      '<p>We steam Maryland blue crabs every morning on the Eastern Shore and deliver them to your door the next day, along with crab cakes, shrimp, lobster and everything else you need for a proper crab feast.</p>',
      '<p><a href="/i/about-us">Our story</a></p>',
    ].join('\n'),
  },
  {
    id: 4,
    identifier: 'footer-2',
    title: 'Footer: Customer service',
    store: null,
    content: [
      '<h4>Customer Service</h4>',
      '<ul>',
      '  <li><a href="/i/shipping">Shipping &amp; delivery</a></li>',
      '  <li><a href="/i/returns">Returns &amp; guarantee</a></li>',
      '  <li><a href="/i/faq">FAQ</a></li>',
      '  <li><a href="/contacts">Contact us</a></li>',
      '</ul>',
    ].join('\n'),
  },
  {
    id: 5,
    identifier: 'footer-3',
    title: 'Footer: Shop',
    store: null,
    content: [
      '<h4>Shop</h4>',
      '<ul>',
      '  <li><a href="/c/crabs">Steamed &amp; live crabs</a></li>',
      '  <li><a href="/c/crab-feasts">Crab feasts</a></li>',
      '  <li><a href="/c/seasonings-and-sauces">Seasonings &amp; sauces</a></li>',
      '  <li><a href="/c/gifts">Gift cards</a></li>',
      '  <li><a href="/c/merchandise">Aprons &amp; apparel</a></li>',
      '</ul>',
    ].join('\n'),
  },
  {
    id: 6,
    identifier: 'footer-4',
    title: 'Footer: Newsletter',
    store: null,
    content: [
      '<h4>Join the Crab List</h4>',
      '<p>Sign up for our newsletter and get <strong>10% off your first order</strong>, plus a heads-up when the big crabs come in and when holiday delivery dates open.</p>',
      '<p>Follow along on Instagram and Facebook <strong>@shorelinecrabs</strong>.</p>',
    ].join('\n'),
  },
  {
    id: 8,
    identifier: 'footer-1',
    title: 'Crab House footer: About',
    store: 'restaurant',
    content: [
      '<h4>Shoreline Crab House</h4>',
      '<p>Steamed crabs, crab cakes and cold beer on the water at Kent Narrows since 1994. Order take-out online and pick it up at the side window.</p>',
    ].join('\n'),
  },
];

// ------------------------------------------------------------------ blog

export const blogCategories = [
  { id: 1, title: 'Recipes', url_key: 'recipes', description: 'Crab cakes, soups and sides from our kitchen.' },
  { id: 2, title: 'Crab Know-how', url_key: 'crab-know-how', description: 'Picking, steaming and buying blue crabs like a Marylander.' },
  { id: 3, title: 'From the Dock', url_key: 'from-the-dock', description: 'News from the watermen and the Bay.' },
];

export const blogPosts = [
  {
    id: 1,
    title: 'How to Pick a Blue Crab in Six Steps',
    url_key: 'how-to-pick-a-blue-crab',
    publish_date: '2026-05-04',
    author: 'Erin Callahan',
    image: '/blog/how-to-pick-a-crab.svg',
    cats: [2],
    short_content: 'Apron, claws, top shell, lungs, snap, pick. Here is how the Crab House staff does it in under three minutes.',
    content: [
      p(
        'Picking a crab looks like a magic trick the first time you see a Marylander do it. It is really six simple moves, and after a dozen crabs you will have them down.',
      ),
      '<ol>\n  <li>Twist off the claws and legs and set the claws aside for later.</li>\n  <li>Flip the crab over and pry up the apron, the small tab on the belly, with your thumb or knife.</li>\n  <li>Hold the crab by the bottom and pull off the top shell.</li>\n  <li>Scrape away the gray, feathery lungs (the “devil fingers”) and rinse out the middle if you like.</li>\n  <li>Break the body in half down the middle.</li>\n  <li>Pull the meat out of each chamber, saving the backfin lump behind where the swimming legs were for last.</li>\n</ol>',
      p(
        'For the claws, crack them gently with the mallet just below the pincer, then pull the pincer away and the meat usually comes with it. Do not pound; you want a crack, not crab dust.',
      ),
    ].join('\n'),
  },
  {
    id: 2,
    title: 'Steaming Crabs at Home: The Shoreline Method',
    url_key: 'steaming-crabs-at-home',
    publish_date: '2026-05-22',
    author: 'Marcus Dale',
    image: '/blog/steaming-at-home.svg',
    cats: [2, 1],
    short_content: 'A big pot, a raised rack, beer, vinegar and far more seasoning than you think.',
    content: [
      p(
        'Steaming crabs at home is easy if you have a pot big enough. A 24-quart pot with a raised basket holds about two dozen large crabs.',
      ),
      p(
        'Pour equal parts water, cider vinegar and cheap beer into the pot, up to about an inch below the rack. Bring it to a rolling boil. Layer the live crabs in the basket, shaking a heavy coat of seafood seasoning over each layer. Cover tightly.',
      ),
      p(
        'Steam 20 to 25 minutes for mediums and larges, up to 30 minutes for jumbos, until the shells are bright red-orange everywhere. Lift them onto a table covered in brown paper and let them rest for five minutes before anyone reaches in.',
      ),
      p('Crabs must be alive when they go into the pot. If one has stopped moving, leave it out.'),
    ].join('\n'),
  },
  {
    id: 3,
    title: 'Our Maryland Crab Cake Recipe',
    url_key: 'maryland-crab-cake-recipe',
    publish_date: '2026-06-10',
    author: 'Chef Dana Whitlock',
    image: '/blog/maryland-crab-cakes.svg',
    cats: [1],
    short_content: 'One pound of jumbo lump, a few crackers and restraint. Makes four cakes.',
    content: [
      p(
        'The secret to a great crab cake is mostly what you leave out. Here is the recipe we use in the Crab House kitchen, scaled for home.',
      ),
      h2('Ingredients'),
      ul(
        '1 lb jumbo lump crab meat',
        '1 egg',
        '3 tbsp mayonnaise',
        '1 tsp Dijon mustard',
        '1 tsp Worcestershire sauce',
        '1 tsp seafood seasoning',
        '8 saltine crackers, finely crushed',
        '1 tbsp chopped parsley',
      ),
      h2('Method'),
      p(
        'Whisk everything except the crab and crackers in a large bowl. Add the crab and crackers and fold very gently with a spatula so the lumps stay whole. Shape into four loose mounds and chill for an hour. Broil on a buttered sheet pan for 10 to 12 minutes until golden brown.',
      ),
      p(
        'Serve with lemon, remoulade and a cold beer. If you would rather skip the work, our signature crab cakes are made exactly this way.',
      ),
    ].join('\n'),
  },
  {
    id: 4,
    title: 'When Are Blue Crabs in Season?',
    url_key: 'when-are-blue-crabs-in-season',
    publish_date: '2026-04-02',
    author: 'Erin Callahan',
    image: '/blog/when-are-crabs-in-season.svg',
    cats: [2, 3],
    short_content: 'The short answer is April to December. The best crabs come in late summer and fall.',
    content: [
      p(
        'Maryland’s crab season officially runs from April 1 through December 15. Crabs bury themselves in the mud at the bottom of the Bay when the water gets cold and come out again when it warms in the spring.',
      ),
      p(
        'The early season crabs are often lighter, because they have just molted and have not filled out yet. From August through October, crabs are at their heaviest and sweetest, which is why locals say the best crab feasts happen after Labor Day.',
      ),
      p(
        'Outside the Maryland season we source crabs from the Carolinas and the Gulf, where the water stays warm, so you can have a crab feast in February too.',
      ),
    ].join('\n'),
  },
  {
    id: 5,
    title: 'Soft Shell Season Is Short. Here Is How to Cook Them.',
    url_key: 'how-to-cook-soft-shell-crabs',
    publish_date: '2026-06-28',
    author: 'Chef Dana Whitlock',
    image: '/blog/soft-shell-season.svg',
    cats: [1],
    short_content: 'Flour, butter, three minutes a side and a slice of white bread.',
    content: [
      p(
        'A soft shell crab is a blue crab that has just shed its shell. For a few hours the new shell is soft enough to eat, so you eat the whole crab, legs and all.',
      ),
      p(
        'Pat the cleaned crabs dry and dredge them in flour seasoned with salt, pepper and a pinch of seafood seasoning. Heat a few tablespoons of butter in a heavy skillet over medium-high heat and cook the crabs top side down for three minutes, then flip for two to three more. Stand back; they can pop.',
      ),
      p('Serve on soft white bread with lettuce, tomato and tartar sauce. That is the whole recipe.'),
    ].join('\n'),
  },
  {
    id: 6,
    title: 'A Morning on the Dock with Captain Ray',
    url_key: 'a-morning-on-the-dock',
    publish_date: '2026-08-18',
    author: 'Marcus Dale',
    image: '/blog/a-morning-on-the-dock.svg',
    cats: [3],
    short_content: 'We rode along for a day of pulling crab pots on the Chester River.',
    content: [
      p(
        'Captain Ray Tilghman has been crabbing the Chester River for 41 years. At 4:30 am his boat is already idling at the dock, lights on, bushel baskets stacked in the stern.',
      ),
      p(
        'He works a line of 300 pots, pulling each one with a hydraulic winch, shaking the crabs into a culling board and sorting them by hand. Small crabs and females go back over the side. By noon the baskets are full of heavy males and he is heading for our dock.',
      ),
      p(
        'Those crabs are steamed the next morning and on someone’s table that evening. When people ask why our crabs taste the way they do, we tell them about Captain Ray.',
      ),
    ].join('\n'),
  },
  {
    id: 7,
    title: 'How to Throw a Shrimp Boil for a Crowd',
    url_key: 'shrimp-boil-for-a-crowd',
    publish_date: '2026-11-30',
    author: 'Chef Dana Whitlock',
    image: '/blog/shrimp-boil-for-a-crowd.svg',
    cats: [1],
    status: 0,
    short_content: 'Draft: shrimp, corn, potatoes and sausage for twelve, all in one pot.',
    content: [
      p(
        'A shrimp boil is the easiest way to feed a crowd. Everything goes in one pot in stages and comes out onto the table in one glorious pile.',
      ),
      p(
        'Start the potatoes in heavily seasoned water, add the corn and sausage after ten minutes, then the shrimp for the last three. Drain and pour it out onto newspaper.',
      ),
    ].join('\n'),
  },
];

// ------------------------------------------------------------------ reviews

export const reviews: Array<[sku: string, rating: number, nickname: string, title: string, detail: string, date: string, status?: 2]> = [
  [
    'CRAB-STEAM',
    5,
    'Donna from Towson',
    'Tasted like the Shore',
    'Moved to Arizona three years ago and have missed crabs every summer. Ordered a dozen jumbos for my husband’s birthday and they arrived cold and heavy, seasoned perfectly. We nearly cried.',
    '2026-06-14',
  ],
  [
    'CRAB-STEAM',
    5,
    'BigMike410',
    'Heavy crabs, fast delivery',
    'Ordered a bushel of larges for a Fourth of July party. Every crab was full. Box was on the porch by 10 am.',
    '2026-07-06',
  ],
  [
    'CRAB-STEAM',
    4,
    'Kelly R.',
    'Great crabs, wish they were hotter',
    'Really good quality and plenty of seasoning. Next time I will ask for extra hot. Reheating in a steamer worked fine.',
    '2026-08-02',
  ],
  [
    'CRAB-STEAM',
    5,
    'jimmy_in_ohio',
    'Worth every penny',
    'Expensive, but these are the real thing. The half bushel fed six of us with corn and soup.',
    '2026-09-11',
  ],
  [
    'CRAB-STEAM',
    3,
    'Patricia W.',
    'Good but a few light ones',
    'Most of the crabs were great, two or three were on the light side. Customer care sent a credit without me even asking.',
    '2026-05-20',
  ],
  [
    'CRAB-CAKE-JUMBO-2',
    5,
    'Anne Marie',
    'Best crab cake outside Baltimore',
    'All lump, barely any filler. Broiled them exactly as the card said. My dad, who is very picky about crab cakes, asked me to order more.',
    '2026-04-18',
  ],
  [
    'CRAB-CAKE-JUMBO-2',
    5,
    'tomfromtexas',
    'Unreal',
    'I did not know a crab cake could be this good. The remoulade is a must.',
    '2026-07-21',
  ],
  [
    'CRAB-CAKE-JUMBO-2',
    4,
    'S. Nguyen',
    'Delicious, a little pricey',
    'Excellent flavor and texture. Pricey for two, but it was a special dinner.',
    '2026-09-30',
  ],
  [
    'CRAB-MEAT-JUMBO',
    5,
    'Chef Lou',
    'Clean, sweet lump',
    'Hardly any shell. Made crab cocktail for a dinner party and everyone wanted to know where I got it.',
    '2026-05-09',
  ],
  [
    'CRAB-MEAT-JUMBO',
    4,
    'Rachel B.',
    'Very fresh',
    'Fresh and sweet. I found a couple of bits of shell, but nothing unusual.',
    '2026-08-15',
  ],
  [
    'SHRIMP-STEAMED-1LB',
    5,
    'Greg P.',
    'Old-school steamed shrimp',
    'Exactly like the shrimp from the carryout I grew up near. Messy fingers, lots of seasoning, perfect.',
    '2026-06-27',
  ],
  [
    'SHRIMP-STEAMED-1LB',
    4,
    'Linda K.',
    'Tasty',
    'Big shrimp and good seasoning. I would have liked a cup of cocktail sauce in the box.',
    '2026-07-30',
  ],
  [
    'LOBSTER-TAILS-2X6',
    5,
    'Mark and Julie',
    'Anniversary dinner win',
    'Sweet, firm tails. Broiled them with butter and garlic. Restaurant quality at home.',
    '2026-02-14',
  ],
  ['LOBSTER-TAILS-2X6', 4, 'Dave S.', 'Good tails', 'Nice size and flavor. One was a bit smaller than the other.', '2026-03-22'],
  [
    'SOUP-MD-CRAB-QT',
    5,
    'Bev',
    'Like my grandmother’s',
    'Lots of crab, lots of vegetables and that Old Line spice. I ordered four quarts for the freezer.',
    '2026-10-08',
  ],
  [
    'SOUP-CREAM-CRAB-QT',
    5,
    'Chris in Annapolis',
    'Dangerously good',
    'Rich, creamy, and actual lumps of crab in every spoonful. A dash of sherry on top and you are set.',
    '2026-10-19',
  ],
  [
    'FEAST-CRAB-4',
    5,
    'The Hendersons',
    'Our new family tradition',
    'Everything came in one box with mallets and paper. The kids loved it. We are doing this every Labor Day now.',
    '2026-09-08',
  ],
  ['FEAST-CRAB-4', 4, 'Nicole', 'Great value', 'Crabs and soup were excellent. The coleslaw was fine. Would order again.', '2026-08-24'],
  [
    'SEASONING-6OZ',
    5,
    'popcornfan',
    'On everything',
    'I put this on popcorn, eggs and fries. Better balanced than the supermarket stuff, less salty.',
    '2026-03-03',
  ],
  ['MERCH-TEE', 5, 'Sam T.', 'Soft shirt, great crab', 'Comfortable and the crab print looks sharp. Runs true to size.', '2026-06-01'],
  ['MERCH-TEE', 4, 'Jess', 'Cute tee', 'Love the Old Bay yellow color. Shrank a little in the dryer, so hang dry it.', '2026-07-12'],
  [
    'KING-CRAB-LEGS-2LB',
    5,
    'Frank D.',
    'Huge legs',
    'Some of the biggest king crab legs I have had. Steamed for five minutes, perfect.',
    '2026-01-28',
  ],
  [
    'GIFTCARD-E',
    5,
    'Maria G.',
    'Perfect last-minute gift',
    'Sent it to my brother in Colorado on his birthday morning. He ordered crabs that same day.',
    '2026-04-09',
  ],
  [
    'COOKBOOK-EBOOK',
    4,
    'Helen',
    'Useful and fun',
    'The picking illustrations finally made it click for me. Crab imperial recipe is a keeper.',
    '2026-07-03',
  ],
  [
    'LOBSTER-ROLL-KIT-4',
    5,
    'newenglander',
    'Legit lobster rolls',
    'Split-top rolls and plenty of claw meat. Just like Maine.',
    '2026-11-02',
    2,
  ],
  [
    'CRAB-STEAM',
    2,
    'J. Kowalski',
    'Arrived a day late',
    'UPS delivered a day late. The crabs were still cold but I was disappointed for my party.',
    '2026-11-12',
    2,
  ],
];
