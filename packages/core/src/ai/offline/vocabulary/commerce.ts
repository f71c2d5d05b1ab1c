import { PERSON } from './shared';
import { entity, type DomainSpec } from './types';

/** Selling and stocking things: shop, inventory, restaurant, CRM. */
export const COMMERCE_DOMAINS: DomainSpec[] = [
  {
    id: 'shop',
    title: 'Online shop',
    keywords: [
      'shop',
      'webshop',
      'ecommerce',
      'commerce',
      'marketplace',
      'retail',
      'checkout',
      'online_shop',
      'online_store',
      'web_store',
    ],
    defaults: ['product', 'category', 'customer', 'order', 'payment'],
    entities: [
      entity(
        'product',
        'name:string!, sku:string*, description:text, price:money!, stock_quantity:int!, is_active:bool!, created_at:datetime!',
        {
          refs: ['category?'],
          manyToMany: ['tag'],
          synonyms: ['item', 'article', 'good', 'merchandise'],
        },
      ),
      entity('category', 'name:string!, slug:string*, description:text'),
      entity('customer', `${PERSON}, created_at:datetime!`, {
        synonyms: ['client', 'buyer', 'shopper'],
      }),
      entity(
        'order',
        'order_number:string*, status:string!, total_amount:money!, placed_at:datetime!',
        {
          refs: ['customer', 'address as shipping_address?'],
          implies: ['order_item'],
          synonyms: ['purchase'],
        },
      ),
      entity('order_item', 'quantity:int!, unit_price:money!', {
        refs: ['order', 'product'],
        synonyms: ['line_item', 'order_line'],
      }),
      entity('cart', 'created_at:datetime!, updated_at:datetime', {
        refs: ['customer'],
        implies: ['cart_item'],
        synonyms: ['basket', 'shopping_cart'],
      }),
      entity('cart_item', 'quantity:int!', { refs: ['cart', 'product'] }),
      entity('payment', 'amount:money!, method:string!, status:string!, paid_at:datetime', {
        refs: ['order'],
      }),
      entity(
        'shipment',
        'carrier:string, tracking_number:string, shipped_at:datetime, delivered_at:datetime',
        {
          refs: ['order'],
          synonyms: ['delivery', 'shipping'],
        },
      ),
      entity('review', 'rating:int!, title:string, body:text, created_at:datetime!', {
        refs: ['product', 'customer'],
        synonyms: ['rating', 'feedback'],
      }),
      entity(
        'address',
        'line1:string!, line2:string, city:string!, postal_code:string!, country:string!',
        {
          refs: ['customer'],
        },
      ),
      entity('coupon', 'code:string*, discount_percent:decimal!, valid_until:date', {
        synonyms: ['discount', 'voucher', 'promo_code'],
      }),
    ],
  },
  {
    id: 'inventory',
    title: 'Inventory',
    keywords: [
      'inventory',
      'warehouse',
      'warehousing',
      'logistics',
      'supply_chain',
      'stock_management',
      'stock_control',
    ],
    defaults: ['product', 'category', 'supplier', 'warehouse', 'stock_level', 'stock_movement'],
    entities: [
      entity(
        'product',
        'name:string!, sku:string*, description:text, unit_price:money!, reorder_level:int',
        {
          refs: ['category?', 'supplier?'],
          synonyms: ['item', 'part', 'article', 'good'],
        },
      ),
      entity('category', 'name:string!, description:text'),
      entity(
        'supplier',
        'name:string!, contact_name:string, email:email, phone:string, address:text',
        {
          synonyms: ['vendor', 'manufacturer'],
        },
      ),
      entity('warehouse', 'name:string!, code:string*, address:text, capacity:int', {
        synonyms: ['depot', 'storage_location', 'site'],
      }),
      entity('stock_level', 'quantity:int!, updated_at:datetime!', {
        refs: ['product', 'warehouse'],
        synonyms: ['stock', 'inventory_level', 'stock_item'],
      }),
      entity(
        'stock_movement',
        'quantity:int!, movement_type:string!, moved_at:datetime!, note:text',
        {
          refs: ['product', 'warehouse'],
          synonyms: ['movement', 'stock_transfer', 'transfer', 'stock_transaction'],
        },
      ),
      entity(
        'purchase_order',
        'order_number:string*, status:string!, ordered_at:datetime!, expected_on:date',
        {
          refs: ['supplier'],
          implies: ['purchase_order_line'],
          synonyms: ['order', 'purchase'],
        },
      ),
      entity('purchase_order_line', 'quantity:int!, unit_cost:money!', {
        refs: ['purchase_order', 'product'],
        synonyms: ['order_line', 'order_item'],
      }),
    ],
  },
  {
    id: 'restaurant',
    title: 'Restaurant',
    keywords: [
      'restaurant',
      'cafe',
      'bistro',
      'diner',
      'pizzeria',
      'takeaway',
      'canteen',
      'food_delivery',
    ],
    defaults: ['menu_category', 'menu_item', 'dining_table', 'order', 'reservation'],
    entities: [
      entity('menu_category', 'name:string!, position:int', {
        synonyms: ['menu', 'course', 'category'],
      }),
      entity('menu_item', 'name:string!, description:text, price:money!, is_available:bool!', {
        refs: ['menu_category as category?'],
        manyToMany: ['ingredient'],
        synonyms: ['dish', 'meal', 'food', 'drink', 'food_item'],
      }),
      entity('dining_table', 'table_number:int*, seats:int!, area:string', { synonyms: ['table'] }),
      entity('order', 'status:string!, ordered_at:datetime!, total_amount:money!', {
        refs: ['dining_table?', 'employee as waiter?', 'customer?'],
        implies: ['order_item'],
      }),
      entity('order_item', 'quantity:int!, unit_price:money!, notes:text', {
        refs: ['order', 'menu_item'],
        synonyms: ['line_item'],
      }),
      entity(
        'reservation',
        'guest_name:string!, phone:string, party_size:int!, reserved_for:datetime!, status:string!',
        {
          refs: ['dining_table?', 'customer?'],
          synonyms: ['booking'],
        },
      ),
      entity('ingredient', 'name:string*, unit:string!, stock_quantity:decimal'),
    ],
  },
  {
    id: 'crm',
    title: 'CRM',
    keywords: [
      'crm',
      'sales_pipeline',
      'customer_relationship',
      'pipeline',
      'salesforce',
      'hubspot',
    ],
    defaults: ['company', 'contact', 'lead', 'deal', 'activity'],
    entities: [
      entity(
        'company',
        'name:string!, industry:string, website:string, phone:string, created_at:datetime!',
        {
          synonyms: ['account', 'organization', 'organisation', 'client', 'business'],
        },
      ),
      entity('contact', `${PERSON}, job_title:string`, {
        refs: ['company?'],
        synonyms: ['person', 'customer'],
      }),
      entity('lead', 'source:string, status:string!, score:int, created_at:datetime!', {
        refs: ['contact', 'employee as owner?'],
        synonyms: ['prospect'],
      }),
      entity(
        'deal',
        'title:string!, value:money, stage:string!, expected_close_on:date, closed_at:datetime',
        {
          refs: ['company', 'contact?', 'employee as owner?'],
          synonyms: ['opportunity', 'sale'],
        },
      ),
      entity(
        'activity',
        'activity_type:string!, subject:string!, notes:text, due_at:datetime, completed:bool!',
        {
          refs: ['contact', 'deal?', 'employee as owner?'],
          synonyms: ['interaction', 'call', 'meeting', 'follow_up'],
        },
      ),
      entity('employee', `${PERSON}, job_title:string`, {
        synonyms: ['sales_rep', 'salesperson', 'user', 'staff'],
      }),
    ],
  },
];
