import type { DemoAuthor, DemoBlogPost } from "./types.ts";

/** The demo blog authors and articles (one scheduled in the future). */
export const DEMO_AUTHORS: DemoAuthor[] = [
  { name: "Claudine Mukeshimana", hair: "long" },
  { name: "Olivier Mugisha", hair: "short" },
  { name: "Diane Mukamana", hair: "long" },
];

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    key: "diaspora-buying-guide",
    title: "Buying Property in Kigali from the Diaspora: A Step-by-Step Guide",
    category: "buying-guide",
    status: "published",
    tags: ["Diaspora", "Buying", "Due diligence", "Power of attorney"],
    excerpt:
      "Thousands of Rwandans abroad are buying homes and land in Kigali. Here is how to do it safely, from choosing a neighbourhood to signing the transfer without flying home twice.",
    author: "Claudine Mukeshimana",
    scene: "house",
    publishDaysAgo: 75,
    views: 1_284,
    content: `Every month we speak with Rwandans in Brussels, Montreal, London, Nairobi and Dallas who want to own a home in Kigali. Some plan to retire here, some want a base for family visits, and many want an asset that earns rent while they are away. Buying from abroad is very achievable, but it rewards people who follow a clear process.

## 1. Decide what you are buying, and why

Start with the purpose. A home for your parents in Kicukiro needs different things from a rental apartment in Kacyiru or a plot in Rebero for a future build. Write down your budget in Rwandan francs, the neighbourhoods you would accept, and whether you need the property to produce income from day one.

- **Own use**: prioritise access roads, schools and hospitals nearby, and a quiet street.
- **Rental income**: look at areas with steady demand from NGOs, embassies and young professionals, such as Kacyiru, Kimihurura and Remera.
- **Future build**: land in Rebero, Kinyinya, Kagugu or Rusororo gives room to grow.

## 2. Work with people who are accountable

The most common problem we see is a relative or friend "helping" with a purchase without written agreements. Use a licensed agent, an independent notary and, for larger purchases, a lawyer. Ask for references from other diaspora clients.

## 3. Check the title before you send any money

Every registered parcel in Rwanda has a **Unique Parcel Identifier (UPI)**. Ask the seller for it and verify the owner, the land use and any mortgage or caveat registered on the parcel. Visit the property, or send someone you trust with a video call, to confirm that what you see matches the plan on the title.

## 4. Sign from abroad with a power of attorney

You do not have to be in Kigali to complete the purchase. A **notarised power of attorney**, signed at a Rwandan embassy or legalised where you live, lets a trusted representative sign on your behalf. Keep its scope narrow: name the parcel, the price and the representative.

## 5. Pay through traceable channels

Transfer funds bank to bank, never in cash, and release the balance only when the transfer is registered. Many of our clients use a staged payment: a deposit on signing the sale agreement and the rest on registration.

## 6. Plan what happens after the keys

If you are renting the property out, agree on property management before completion: who collects rent, who fixes the water heater, and how you receive statements. If you are building, the building permit is requested online through the **Kubaka** system, and a reliable site supervisor matters as much as a good architect.

Buying from abroad is about trust and paperwork in equal measure. Take your time, check everything twice, and you will own a home in Kigali without surprises.`,
  },
  {
    key: "irembo-land-transfers",
    title: "Land Transfers Go Digital: What Irembo Means for Buyers and Sellers",
    category: "news",
    status: "published",
    tags: ["Land titles", "Irembo", "UPI", "Legal"],
    excerpt:
      "Land transfer requests in Rwanda are now made online through Irembo. We explain the steps, the documents you need and the mistakes that slow a transfer down.",
    author: "Diane Mukamana",
    scene: "land",
    publishDaysAgo: 58,
    views: 967,
    content: `Rwanda has one of the most complete land registries in Africa: almost every parcel in the country is mapped and titled. In recent years the services around it have moved online, and most buyers now start a land transfer on the **Irembo** portal instead of queuing at a sector office. Here is what that means in practice.

## The parcel comes first

Every title carries a **UPI**, the parcel's unique identifier. Before anything else, check the UPI with the land administration services: it tells you the registered owner, the size, the permitted land use and whether a mortgage or a caveat is registered. If the seller cannot give you a UPI, stop there.

Most residential land in Kigali is held under a long-term lease from the state rather than freehold. That is normal and does not stop you from selling, mortgaging or building, but read the lease term and the land use written on the title.

## The steps of a transfer

- The buyer and seller agree on the price and sign a sale agreement, ideally before a notary.
- One of the parties submits the transfer request online through Irembo and pays the application fee.
- Both parties confirm the transaction, in person before a land notary or through the identity checks offered online.
- The land administration reviews the file and issues a new title in the buyer's name.

When everything is in order, the process is measured in days or a few weeks rather than months.

## Documents to prepare

- **National ID or passport** of both buyer and seller.
- The **existing title** and the UPI.
- Proof of **marital status**: a married seller usually needs the spouse's consent, because many properties are jointly owned.
- A **power of attorney** if someone signs on behalf of a buyer or seller abroad.

## What slows transfers down

In our experience, delays come from three places: a spouse who has not consented, a title whose land use does not match what the buyer intends to build, and unpaid fees or taxes on the parcel. All three can be checked before the sale agreement is signed.

## How we help

Our legal and client services team checks every parcel we list before it goes on the website, and we accompany buyers through the Irembo steps. If you are considering a plot in Rebero, Masaka, Rusororo or Kinyinya, ask us for the title check first: it is the cheapest insurance you will ever buy.`,
  },
  {
    key: "rental-yields",
    title: "Rental Yields in Kigali: Which Neighbourhoods Pay Best",
    category: "investment",
    status: "published",
    tags: ["Investment", "Rental yield", "Apartments", "Buy-to-let"],
    excerpt:
      "Gross rental yields in Kigali commonly range from about 6% to 10%. We compare neighbourhoods and property types, and show how to work out your own numbers.",
    author: "Olivier Mugisha",
    scene: "apartment",
    publishDaysAgo: 41,
    views: 1_530,
    content: `Investors often ask us the same question: if I buy in Kigali and rent the property out, what will it earn? The honest answer is that it depends on the neighbourhood, the property type and how well it is managed. But there are patterns in the market, and the arithmetic is simple.

## How to calculate a yield

The **gross yield** is the annual rent divided by the purchase price. An apartment bought for RWF 135,000,000 and rented at RWF 900,000 per month earns RWF 10,800,000 a year, a gross yield of 8%.

The **net yield** subtracts the running costs: service charges, maintenance, vacancy between tenants, management fees and rental income tax. As a rule of thumb, expect the net yield to be two to three points below the gross figure.

## What we see across Kigali

- **Kacyiru and Kimihurura**: steady demand from embassies, NGOs and international staff. Furnished two-bedroom apartments let quickly, and gross yields of 7% to 9% are common.
- **Nyarutarama**: the highest rents in the city, but also the highest prices. Large villas often yield 5% to 7%, while well-placed penthouses do better.
- **Remera and Kicukiro**: strong local demand close to the stadium, the airport road and universities. Smaller apartments can reach 9% to 10% gross.
- **Kibagabaga and Gacuriro**: family townhouses with gardens, popular with long-term tenants who stay for years, which keeps vacancy low.

## Furnished or unfurnished?

Furnished apartments earn noticeably more rent, and international tenants often expect them. They also cost more to set up and wear faster. For a one- or two-bedroom unit in Kacyiru or Kimihurura, furnishing usually pays for itself within two years.

## Risks to keep in mind

- **Vacancy**: budget for one month empty every year.
- **Currency**: if your costs are in euros or dollars, franc depreciation affects your returns.
- **Management**: a property managed from abroad without a local partner loses value quickly.

## Our view

For most first-time investors, a well-located two-bedroom apartment in Kacyiru, Kimihurura or Remera offers the best balance of price, demand and liquidity. Land can appreciate faster, but it earns nothing while it waits. Talk to us about your budget, and we will run the numbers on real listings with you.`,
  },
  {
    key: "mortgage-basics",
    title: "Mortgage Basics: Financing a Home with a Rwandan Bank",
    category: "education",
    status: "published",
    tags: ["Mortgage", "Banks", "Financing", "First-time buyers"],
    excerpt:
      "How much can you borrow, how large a deposit do banks expect, and what documents should you prepare? A plain-language introduction to home loans in Rwanda.",
    author: "Diane Mukamana",
    scene: "interior",
    publishDaysAgo: 27,
    views: 842,
    content: `Most homes in Kigali are still bought with savings, but mortgages are becoming a normal part of the market. Several commercial banks offer home loans, and government-supported schemes target first-time buyers of affordable homes. Here is what to expect when you apply.

## How much can you borrow?

Banks look first at your **repayment capacity**. A common rule is that the monthly instalment should not exceed about a third to a half of your net monthly income. The bank will also value the property: most lend up to 70% or 80% of its value, so plan for a deposit of **20% to 30%** of the price, plus fees.

## Interest rates and terms

Mortgage rates in Rwanda have historically been in the low to mid teens per year, with terms of up to 20 years depending on the bank and your age. Affordable-housing programmes can offer lower rates for eligible homes and buyers. Always compare the **total cost of the loan**, not only the headline rate.

## Documents banks usually ask for

- National ID or passport, and proof of marital status.
- Payslips and bank statements for the last six to twelve months, or audited accounts if you are self-employed.
- An employment letter or contract.
- The sale agreement and a copy of the property's title with its UPI.
- A **valuation report** by a certified valuer accepted by the bank.

## The steps, in order

- Get a pre-approval so you know your budget before you negotiate.
- Agree on the price and sign a sale agreement that is conditional on financing.
- The bank values the property and issues a final offer.
- The mortgage is registered on the title at the same time as the transfer.
- The bank pays the seller, and you receive the keys.

## Tips from our clients' experience

- **Keep your records clean**: regular salary deposits and a tidy bank statement speed up approval.
- **Budget for fees**: valuation, notary, registration and insurance add a few percent to the price.
- **Diaspora buyers** can borrow too: some banks lend against foreign income, usually with a larger deposit.

A mortgage is a long commitment, but it can turn twenty years of rent into twenty years of ownership. Our team works with several banks and can introduce you to a mortgage adviser before you start viewing homes.`,
  },
  {
    key: "neighbourhood-guide",
    title: "Neighbourhood Guide: Where to Live in Kigali",
    category: "buying-guide",
    status: "published",
    tags: ["Neighbourhoods", "Nyarutarama", "Kicukiro", "Relocation"],
    excerpt:
      "From the embassy streets of Nyarutarama to the growing family suburbs of Kinyinya and Kicukiro, a quick tour of Kigali's most popular residential areas.",
    author: "Claudine Mukeshimana",
    scene: "skyline",
    publishDaysAgo: 14,
    views: 2_105,
    content: `Kigali is a city of hills, and every hill has its own character. Whether you are relocating for work, returning from the diaspora or buying your first home, the right neighbourhood matters as much as the right house. Here is our quick guide.

## Nyarutarama

Kigali's most prestigious address, home to embassies, the golf course and many of the city's finest villas. Streets are quiet and green, and international schools are close. Expect the **highest prices** in the city, for sale and for rent.

## Kiyovu

Central and elegant, with large older villas on wide avenues and a growing number of modern condos. Kiyovu is ideal if you want to walk to the city centre, ministries and restaurants.

## Kacyiru and Kimihurura

The administrative heart of Kigali, with ministries, embassies and the Convention Centre nearby. Apartments here are in constant demand, which makes both areas favourites for **buy-to-let investors**. Kimihurura also has some of the city's best cafés and restaurants.

## Kibagabaga and Gacuriro

Family suburbs with newer houses, townhouse estates and good schools. Gacuriro's Vision City brought modern shopping and planned streets, while Kibagabaga offers quick access to Kigali Heights and King Faisal Hospital.

## Remera and Kicukiro

Busy, well connected and more affordable. Remera is close to Amahoro Stadium, Kigali Arena and the airport road; Kicukiro, Niboye and Kanombe offer good value family homes with easy access to the airport.

## Rebero, Kinyinya and Kagugu

These are the growth areas. Rebero offers spectacular views over the city, and Kinyinya and Kagugu are filling with new estates. Land prices have risen steadily, and many of our diaspora clients buy plots here to build later.

## Masaka and Rusororo

On the eastern edge of the city, close to the Special Economic Zone, with the most affordable plots in Kigali. A good choice for a first build on a budget.

## How to choose

- **Commute**: Kigali traffic is light by regional standards, but hills make distances feel longer.
- **Schools and health**: check the route to your children's school and the nearest hospital.
- **Future plans**: the Kigali master plan sets zoning for every parcel, so ask what can be built next door.

Not sure where you fit? Tell us how you live and what you can spend, and we will suggest three neighbourhoods worth a visit.`,
  },
  {
    key: "market-outlook",
    title: "Kigali Property Market Outlook: Steady Demand, Rising Land Prices",
    category: "market-analysis",
    status: "published",
    tags: ["Market outlook", "Prices", "Land", "Trends"],
    excerpt:
      "Demand for homes in Kigali keeps growing with the city's population. We look at prices, supply and the trends we expect over the next twelve months.",
    author: "Olivier Mugisha",
    scene: "skyline",
    publishDaysAgo: 4,
    views: 356,
    content: `Kigali continues to grow quickly, and its housing market reflects it. Our sales team closed more transactions this quarter than in the same period last year, and enquiries from the diaspora remain strong. Here is our reading of the market.

## Demand is broad

Demand no longer comes only from the top end. We see three groups of buyers: **families** upgrading to a house with a garden, **diaspora investors** buying apartments to rent out, and **first-time buyers** looking for affordable homes in Kicukiro, Kanombe, Masaka and Kinyinya. Rental demand from international organisations remains steady in Kacyiru, Kimihurura and Nyarutarama.

## Land prices keep rising

Well-located residential land is the fastest-appreciating asset in the city. Plots on serviced roads in Rebero, Kinyinya and Kagugu have risen steadily, and buyers increasingly accept smaller plots closer to the centre. On the edges of the city, Masaka and Rusororo still offer affordable entry points.

## Supply is catching up, slowly

- **Apartments**: several mid-size residential projects are under way in Gacuriro, Kinyinya and Kicukiro, which should ease pressure on mid-range rents.
- **Villas**: new high-end supply is limited, so prices in Nyarutarama and Rebero hold firm.
- **Affordable homes**: government-supported schemes are adding units, but demand is far larger than supply.

## What we expect in the next twelve months

- Prices for family houses in established areas rising moderately.
- Continued strong demand for **serviced plots** with clean titles.
- More buyers using **mortgages**, especially for homes under RWF 200,000,000.
- Off-plan sales growing, with buyers asking for clearer guarantees from developers.

## Advice for buyers and sellers

For buyers, the best opportunities are in well-documented properties in growth areas, bought with patience. For sellers, realistic pricing and complete paperwork sell homes faster than anything else: listings with a verified title and good photos receive far more enquiries on our website.

We publish this outlook every quarter. If you would like a valuation of your property or advice on timing a purchase, our team is one message away.`,
  },
  {
    key: "rebero-ridge-second-phase",
    title: "Now Selling: Rebero Ridge Villas Opens Its Second Phase",
    category: "news",
    status: "scheduled",
    tags: ["Developments", "Rebero", "Villas", "Launch"],
    excerpt:
      "Phase two of Rebero Ridge Villas brings six new homes with city views to the market. Here is what buyers can expect.",
    author: "Claudine Mukeshimana",
    scene: "villa",
    publishDaysAgo: -5,
    views: 0,
    content: `After the first phase of Rebero Ridge Villas sold out within months, we are pleased to announce the second phase of the project: six contemporary villas on the upper terrace of the estate, with the best views of the city.

## What is new in phase two

- **Larger plots**, from 700 to 900 sqm, each with a private garden and pool.
- **Solar power and water heating** as standard, with battery backup for essential circuits.
- A **home office** on the ground floor of every villa, designed for people who work remotely.

## Designed with buyers from abroad in mind

Like the first phase, these villas can be personalised during construction. Owners follow progress through monthly photo and video reports, and payments are staged against clearly defined construction milestones. Our legal team handles the title transfer through Irembo, so buyers abroad can complete the purchase with a power of attorney.

## Prices and payment

Prices for phase two will be published on launch day. As with phase one, a **10% reservation deposit** secures a villa, followed by staged payments during construction and the balance at handover.

## Life at Rebero Ridge

Residents of phase one have already planted the shared gardens and formed an owners' association that manages security and maintenance. The estate is a fifteen-minute drive from the city centre and the Kigali Convention Centre, and the new access road to Rebero has made the trip easier in the rush hour. Several international and bilingual schools are within a short drive.

## Visit the site

Site visits take place every Saturday morning. Book a visit through the development page or call our sales team, and see the view from Rebero for yourself. It is, we think, the best in Kigali.

**Register early**: phase one buyers had first choice of plots, and the most popular ones went in the first week.`,
  },
];
