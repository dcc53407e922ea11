import { describe, expect, it } from 'vitest';
import { extractSnippet, withoutLocations } from '../tree-sitter/test-support/extract-snippet.js';

const FLASK_APP = `
from flask import Flask
from .books import bp as books_bp
from . import loans


def create_app():
    app = Flask(__name__)
    app.register_blueprint(books_bp, url_prefix="/api/books")
    app.register_blueprint(loans.bp)

    @app.get("/health")
    def health():
        return "ok"

    return app
`;

const FLASK_BLUEPRINT = `
from flask import Blueprint, request

bp = Blueprint("books", __name__, url_prefix="/books")


@bp.route("/<int:book_id>", methods=["PUT", "PATCH"])
def update_book(book_id):
    data = request.get_json(silent=True) or {}
    title = data.get("title")
    year = data["year"]
    return ""


@bp.get("")
def list_books():
    genre = request.args.get("category")
    page = request.args["page"]
    member = request.json["member_id"]
    return ""
`;

describe('python web frameworks', () => {
  it('reads a Flask app with blueprint mounts resolved to their imports', async () => {
    const facts = await extractSnippet('python', 'shelf/__init__.py', FLASK_APP);
    expect(withoutLocations(facts.routers)).toEqual([{ id: 'app', isApp: true, exported: false }]);
    expect(withoutLocations(facts.mounts)).toEqual([
      { prefix: '/api/books', child: 'books_bp', childModule: '.books', childExport: 'bp' },
      { prefix: '', child: 'loans.bp', childModule: '.loans', childExport: 'bp' },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([{ method: 'GET', path: '/health', framework: 'flask' }]);
  });

  it('reads blueprint routes with methods and the request fields handlers read', async () => {
    const facts = await extractSnippet('python', 'shelf/books.py', FLASK_BLUEPRINT);
    expect(facts.routers).toEqual([
      {
        id: 'bp',
        prefix: '/books',
        isApp: false,
        exported: true,
        location: { path: 'shelf/books.py', line: 4 },
      },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'PUT',
        path: '/<int:book_id>',
        router: 'bp',
        framework: 'flask',
        bodyParams: ['title', 'year'],
      },
      {
        method: 'PATCH',
        path: '/<int:book_id>',
        router: 'bp',
        framework: 'flask',
        bodyParams: ['title', 'year'],
      },
      {
        method: 'GET',
        path: '',
        router: 'bp',
        framework: 'flask',
        queryParams: ['category', 'page'],
        bodyParams: ['member_id'],
      },
    ]);
    expect(facts.routes[2]?.location).toEqual({ path: 'shelf/books.py', line: 15 });
  });

  it('reads FastAPI routers, prefixes and query/body parameters', async () => {
    const facts = await extractSnippet(
      'python',
      'api/items.py',
      `
from fastapi import APIRouter, Depends, FastAPI, Query
from .users import router as users_router

app = FastAPI()
router = APIRouter(prefix="/items")
app.include_router(users_router, prefix="/users")
app.include_router(router)


@router.get("/{item_id}")
async def read_item(item_id: int, q: Optional[str] = None, limit: int = Query(10), db=Depends(get_db)):
    return {}


class ItemBase(BaseModel):
    title: str


class ItemIn(ItemBase):
    price: float = 0


@router.post("/")
async def create_item(item: ItemIn, notify: bool = False):
    return {}
`,
    );
    expect(withoutLocations(facts.routers)).toEqual([
      { id: 'app', isApp: true, exported: true },
      { id: 'router', prefix: '/items', isApp: false, exported: true },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([
      { prefix: '/users', child: 'users_router', childModule: '.users', childExport: 'router' },
      { prefix: '', child: 'router' },
    ]);
    expect(withoutLocations(facts.routes)).toEqual([
      {
        method: 'GET',
        path: '/{item_id}',
        router: 'router',
        framework: 'fastapi',
        queryParams: ['q', 'limit'],
      },
      {
        method: 'POST',
        path: '/',
        router: 'router',
        framework: 'fastapi',
        queryParams: ['notify'],
        bodyParams: ['title', 'price'],
      },
    ]);
  });

  it('reads Django urlpatterns with include() mounts', async () => {
    const facts = await extractSnippet(
      'python',
      'site/urls.py',
      `
from django.urls import include, path, re_path
from . import views

urlpatterns = [
    path("books/<int:pk>/", views.book_detail, name="book-detail"),
    re_path(r"^archive/(?P<year>[0-9]{4})/$", views.archive),
    path("api/", include("api.urls")),
]
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'ALL', path: 'books/<int:pk>/', router: 'urlpatterns', framework: 'django' },
      { method: 'ALL', path: '^archive/(?P<year>[0-9]{4})/$', router: 'urlpatterns', framework: 'django' },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([
      {
        parent: 'urlpatterns',
        prefix: 'api/',
        child: 'api.urls',
        childModule: 'api.urls',
        childExport: 'urlpatterns',
      },
    ]);
  });

  it('reads add_url_rule routes with the reads of their view function', async () => {
    const facts = await extractSnippet(
      'python',
      'shelf/members.py',
      `
from flask import Blueprint, request

members = Blueprint("members", __name__)


def create_member():
    name = request.get_json().get("name")
    return name


members.add_url_rule("/members", view_func=create_member, methods=["POST"])


class MemberAPI(MethodView):
    def get(self, member_id):
        return request.args.get("fields")

    def delete(self, member_id):
        return ""


members.add_url_rule("/members/<int:member_id>", view_func=MemberAPI.as_view("member"))
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'POST', path: '/members', router: 'members', framework: 'flask', bodyParams: ['name'] },
      {
        method: 'GET',
        path: '/members/<int:member_id>',
        router: 'members',
        framework: 'flask',
        queryParams: ['fields'],
      },
      { method: 'DELETE', path: '/members/<int:member_id>', router: 'members', framework: 'flask' },
    ]);
  });

  it('reads Django REST framework routers included in urlpatterns', async () => {
    const facts = await extractSnippet(
      'python',
      'shop/urls.py',
      `
from django.urls import include, path
from rest_framework.routers import DefaultRouter
from .views import BookViewSet

router = DefaultRouter()
router.register(r"books", BookViewSet, basename="book")

urlpatterns = [path("api/", include(router.urls))]
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'ALL', path: 'books/', router: 'router', framework: 'drf' },
      { method: 'ALL', path: 'books/{pk}/', router: 'router', framework: 'drf' },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([
      { parent: 'urlpatterns', prefix: 'api/', child: 'router' },
    ]);
    expect(withoutLocations(facts.routers).map((router) => router.id)).toEqual(['router', 'urlpatterns']);
  });

  it('reads Sanic apps and blueprints', async () => {
    const facts = await extractSnippet(
      'python',
      'server.py',
      `
from sanic import Blueprint, Sanic

app = Sanic("shop")
bp = Blueprint("orders", url_prefix="/orders")
app.blueprint(bp)


@bp.get("/<order_id:int>")
async def get_order(request, order_id):
    return request.args.get("expand")
`,
    );
    expect(withoutLocations(facts.routes)).toEqual([
      { method: 'GET', path: '/<order_id:int>', router: 'bp', framework: 'sanic', queryParams: ['expand'] },
    ]);
    expect(withoutLocations(facts.mounts)).toEqual([{ prefix: '', child: 'bp' }]);
  });
});
