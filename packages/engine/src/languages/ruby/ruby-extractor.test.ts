import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

describe('ruby extractor', () => {
  it('reads classes, public methods, initialize parameters and visibility sections', async () => {
    const facts = await extractSnippet(
      'ruby',
      'lib/geo/client.rb',
      `require 'json'
require_relative 'base'

module Geo
  VERSION = "1.0"

  class Client < Base
    attr_reader :base_url

    def initialize(base_url, timeout: 10, key:, *rest, **opts, &blk)
    end

    def self.build(region = "eu") end

    def search(query, limit: 5)
      ENV.fetch('GEO_URL', 'https://geo.example')
    end

    class << self
      def default_client(region) end
    end

    private

    def sign(request) end
  end
end
`,
    );
    expect(facts.imports).toEqual([
      { source: 'json', names: ['*'] },
      { source: 'base', names: ['*'] },
    ]);
    expect(
      facts.symbols.map((symbol) => [
        symbol.kind,
        symbol.container,
        symbol.name,
        symbol.exported,
        symbol.signature,
      ]),
    ).toEqual([
      ['type', undefined, 'Geo', true, 'module Geo'],
      ['constant', 'Geo', 'VERSION', true, 'VERSION = "1.0"'],
      ['class', 'Geo', 'Client', true, 'Client.new(base_url, timeout: 10, key:, *rest, **opts)'],
      ['property', 'Client', 'base_url', true, 'attr_reader :base_url'],
      ['method', 'Client', 'build', true, 'self.build(region = "eu")'],
      ['method', 'Client', 'search', true, 'search(query, limit: 5)'],
      ['method', 'Client', 'default_client', true, 'self.default_client(region)'],
      ['method', 'Client', 'sign', false, 'sign(request)'],
    ]);
    expect(facts.symbols.find((symbol) => symbol.name === 'Client')?.params).toEqual([
      { name: 'base_url', kind: 'positional', optional: false },
      { name: 'timeout', kind: 'keyword_only', optional: true, defaultValue: '10' },
      { name: 'key', kind: 'keyword_only', optional: false },
      { name: 'rest', kind: 'rest', optional: true },
      { name: 'opts', kind: 'kwargs', optional: true },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([
      { name: 'GEO_URL', defaultValue: 'https://geo.example' },
    ]);
  });

  it('reads Sinatra routes with namespaces and params, ENV lookups and OptionParser switches', async () => {
    const facts = await extractSnippet(
      'ruby',
      'app.rb',
      `require 'sinatra'
require 'optparse'

get '/books/:id' do
  params[:fields]
end

namespace '/api' do
  post('/loans') { params['member_id'] }
end

SECRET = ENV['APP_SECRET']

OptionParser.new do |opts|
  opts.on('-v', '--[no-]verbose', 'Run verbosely') { |v| }
  opts.on('-p', '--port PORT', Integer, 'Port') { |v| }
end
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/books/:id', framework: 'sinatra', queryParams: ['fields'] },
      { method: 'POST', path: '/api/loans', framework: 'sinatra', queryParams: ['member_id'] },
    ]);
    expect(withoutLocations(facts.envVars)).toEqual([{ name: 'APP_SECRET' }]);
    expect(withoutLocations(facts.cliOptions)).toEqual([
      {
        flags: ['-v', '--verbose', '--no-verbose'],
        name: 'verbose',
        takesValue: false,
        kind: 'option',
        framework: 'optparse',
      },
      { flags: ['-p', '--port'], name: 'port', takesValue: true, kind: 'option', framework: 'optparse' },
    ]);
  });

  it('reads Rails routes and Thor commands', async () => {
    const routes = await extractSnippet(
      'ruby',
      'config/routes.rb',
      `Rails.application.routes.draw do
  get 'health', to: 'status#show'
  namespace :admin do
    match 'reports/:id', to: 'reports#show', via: [:get, :post]
  end
end
`,
    );
    expect(withoutLocations(routes.routes)).toEqual([
      { method: 'GET', path: '/health', framework: 'rails' },
      { method: 'GET', path: '/admin/reports/:id', framework: 'rails' },
      { method: 'POST', path: '/admin/reports/:id', framework: 'rails' },
    ]);
    const resources = await extractSnippet(
      'ruby',
      'config/routes.rb',
      `Rails.application.routes.draw do
  resources :books, only: [:index, :show] do
    resources :reviews, only: %i[create]
    member do
      post :archive
    end
  end
  resource :profile, only: :show
end
`,
    );
    expect(withoutLocations(resources.routes).map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /books/:id/archive',
      'GET /books',
      'GET /books/:id',
      'POST /books/:book_id/reviews',
      'GET /profile',
    ]);
    const thor = await extractSnippet(
      'ruby',
      'lib/cli.rb',
      `class CLI < Thor
  class_option :verbose, type: :boolean, aliases: '-v'

  desc 'serve PORT', 'Start the server'
  method_option :bind_address, aliases: ['-b'], default: '0.0.0.0'
  def serve(port) end
end
`,
    );
    expect(withoutLocations(thor.cliOptions)).toEqual([
      { flags: ['--verbose', '-v'], name: 'verbose', takesValue: false, kind: 'option', framework: 'thor' },
      { flags: [], name: 'serve', takesValue: false, kind: 'command', framework: 'thor' },
      {
        flags: ['--bind-address', '-b'],
        name: 'bind-address',
        takesValue: true,
        defaultValue: '0.0.0.0',
        command: 'serve',
        kind: 'option',
        framework: 'thor',
      },
    ]);
  });

  it('records the supertypes and mixins a class gets members from', async () => {
    const facts = await extractSnippet(
      'ruby',
      'lib/acme/client.rb',
      'module Acme\n  class Client < Base::Http\n    include Enumerable\n    extend Retries\n    def send_it; end\n  end\nend\n',
    );
    expect(facts.symbols.filter((s) => s.extends).map((s) => [s.name, s.extends])).toEqual([
      ['Client', ['Http', 'Enumerable', 'Retries']],
    ]);
  });
});
